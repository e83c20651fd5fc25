package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitDefinition(t *testing.T) {
	tests := []struct {
		line, term, rest string
		inDefs, ok       bool
	}{
		{"Critical data: telemetry whose loss ends the mission", "Critical data", "telemetry whose loss ends the mission", false, true},
		{"- **Normal load** – 200 requests per second", "Normal load", "200 requests per second", false, true},
		{"| Peak hours | 17:00 to 20:00 |", "Peak hours", "17:00 to 20:00 |", false, true},
		{"“Typical use” means 2 workouts a day", "Typical use", "2 workouts a day", false, true},
		{"- FR-001: The system shall be fast.", "", "", false, false},
		{"The system shall be fast.", "", "", false, false},
		{"", "", "", false, false},
		// "is" and "are" define only inside a definitions section.
		{"A hot spare is a pump kept running at idle.", "", "", false, false},
		{"A hot spare is a pump kept running at idle.", "hot spare", "a pump kept running at idle.", true, true},
		{"Busy messages are recordings played when the queue is full.", "Busy messages", "recordings played when the queue is full.", true, true},
		{"The dormant fan refers to the surface fan at shaft 2.", "dormant fan", "the surface fan at shaft 2.", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			term, rest, ok := splitDefinition(tt.line, tt.inDefs)
			require.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.term, term)
			assert.Equal(t, tt.rest, rest)
		})
	}
}

// TestGlossaryDefinesVagueWords checks that a term defined on a line of
// its own is not vague, and that the same text without the glossary is.
func TestGlossaryDefinesVagueWords(t *testing.T) {
	tests := []struct {
		name, req, glossary, finding string
	}{
		{"critical data", "The software shall tolerate single event upsets without loss of critical data.",
			"Critical data: the command queue and the last 24 hours of housekeeping telemetry.", "vague_adequacy:critical"},
		{"typical use", "Battery life shall be at least 7 days with typical use.",
			"- **Typical use** – 1 hour of GPS workouts and 100 notifications per day.", "vague_adequacy:typical"},
		{"business hours", "The help desk shall answer calls during business hours.",
			"| Business hours | 08:00 to 18:00 CET, Monday to Friday |", "vague_period:business hours"},
		{"a sentence is not a term", "The help desk shall answer calls during business hours.",
			"- Staff shall be: in the office.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := layout(tt.req)
			without, err := New().Analyze(context.Background(), spec)
			require.NoError(t, err)
			spec.Content += "\n## Glossary\n\n" + tt.glossary + "\n"
			with, err := New().Analyze(context.Background(), spec)
			require.NoError(t, err)
			checkInvariants(t, spec, with)
			if tt.finding == "" {
				assert.Equal(t, rulesOf(without), rulesOf(with))
				return
			}
			assert.Contains(t, rulesOf(without), tt.finding)
			assert.NotContains(t, rulesOf(with), tt.finding)
		})
	}
}

// TestRecurringTerms checks that a noun phrase of two or three words used
// in two or more requirements is a term of art, and that a rarer phrase,
// a judgement or a predicate is not.
func TestRecurringTerms(t *testing.T) {
	tests := []struct {
		name  string
		texts []string
		want  []string // excerpts found
	}{
		{"name used twice", []string{
			"The early bag store shall hold up to 900 bags.",
			"The sorter shall route a bag to the early bag store when its flight is more than 3 hours away.",
		}, nil},
		{"name used once", []string{
			"The early bag store shall hold up to 900 bags.",
			"The sorter shall route a bag to the store when its flight is more than 3 hours away.",
		}, []string{"early"}},
		{"two words used twice are a name", []string{
			"When the dormant fan stops, the system shall sound the alarm within 2 seconds.",
			"While the dormant fan is stopped, the system shall display the time since the stop.",
		}, nil},
		{"two words used once", []string{
			"When the dormant fan stops, the system shall sound the alarm within 2 seconds.",
			"While the fan is stopped, the system shall display the time since the stop.",
		}, []string{"dormant fan stops"}},
		{"object of the verb of an obligation", []string{
			"The system shall provide real-time statistics to supervisors.",
			"The wallboard shall show real-time statistics for each queue.",
		}, nil},
		{"a name before a verb it could be read with", []string{
			"While the dormant fan motor is stopped, the system shall display the time since the stop.",
			"When the dormant fan stops, the system shall sound the alarm within 2 seconds.",
		}, nil},
		{"a judgement repeated is still a judgement", []string{
			"The kiosk shall produce the appropriate reports each night.",
			"The manager shall receive the appropriate reports by email.",
		}, []string{"appropriate", "appropriate"}},
		{"a size repeated is still a size", []string{
			"The portal shall upload large files in the background.",
			"The portal shall compress large files before upload.",
		}, []string{"large", "large"}},
		{"a phrase of the lexicon repeated is still vague", []string{
			"The depot shall keep a spare bus ready for peak hours.",
			"Drivers shall not take breaks in peak hours.",
		}, []string{"peak hours", "peak hours"}},
		{"an adjective after a linking verb is no name", []string{
			"The portal shall remain highly available during upgrades.",
			"The app shall remain highly available.",
		}, []string{"highly available", "highly available"}},
		{"twice in one requirement is not a name", []string{
			"The early bag store shall hold up to 900 bags and the early bag store shall be heated.",
		}, []string{"early", "early"}},
	}
	a := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := a.Analyze(context.Background(), layout(tt.texts...))
			require.NoError(t, err)
			var excerpts []string
			for _, f := range got {
				excerpts = append(excerpts, f.Excerpt)
			}
			assert.Equal(t, tt.want, excerpts)
		})
	}
}

func TestHeadingText(t *testing.T) {
	tests := []struct {
		line, text string
		ok         bool
	}{
		{"## Glossary\n", "Glossary", true},
		{"1.3 Definitions, acronyms and abbreviations", "1.3 Definitions, acronyms and abbreviations", true},
		{"**Terms**", "Terms", true},
		{"Definitions:", "Definitions:", true},
		{"- FR-001: The system shall be fast.", "", false},
		{"The system shall be fast.", "", false},
		{"Terms used here: the KPI values come from the dashboard", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			text, ok := headingText(tt.line)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.text, text)
		})
	}
}

func TestDefinitionSpans(t *testing.T) {
	content := "# Spec\n\n## Glossary\n\nKPI: key performance indicator\n\n## Requirements\n\n- FR-1: The KPI shall be shown.\n"
	spans := definitionSpans(content)
	require.Len(t, spans, 1)
	assert.Equal(t, "\nKPI: key performance indicator\n\n", content[spans[0][0]:spans[0][1]])
	assert.Empty(t, definitionSpans("# Spec\n\n## Requirements\n\n- FR-1: Glossary terms shall be shown.\n"))
}

// TestSpecGlossary checks each way a specification can make a phrase a
// term of art or define an acronym: the finding is there without the
// evidence and gone with it.
func TestSpecGlossary(t *testing.T) {
	tests := []struct {
		name          string
		without, with []string // requirement texts
		section       string   // appended to the content of with
		finding       string
	}{
		{"defined with is in a definitions section",
			[]string{"Further callers shall hear a busy message."},
			[]string{"Further callers shall hear a busy message."},
			"## Definitions\n\nA busy message is the recording played when the queue is full.\n",
			"attributive_slot:busy message"},
		{"capitalised name",
			[]string{"While the dormant fan is stopped, the system shall display the time since the stop."},
			[]string{"The Dormant Fan shall be monitored every 10 seconds.", "While the dormant fan is stopped, the system shall display the time since the stop."},
			"", "attributive_slot:dormant fan"},
		{"quoted name",
			[]string{"Further callers shall hear a busy message."},
			[]string{"The queue shall play a \u201cbusy message\u201d when it holds 50 callers.", "Further callers shall hear a busy message."},
			"", "attributive_slot:busy message"},
		{"a superlative inside a quoted name",
			[]string{"Fruit from premium blocks shall be pressed separately."},
			[]string{"The app shall mark \"premium blocks\" on the map.", "Fruit from premium blocks shall be pressed separately."},
			"", "superlative:premium"},
		{"expansion before the acronym",
			[]string{"The dormant distribution frame shall be labelled per rack."},
			[]string{"The dormant distribution frame (DDF) shall be labelled per rack."},
			"", "attributive_slot:dormant distribution frame"},
		{"expansion after the acronym",
			[]string{"The dormant distribution frame shall be labelled per rack."},
			[]string{"The dormant distribution frame shall be labelled per rack."},
			"## Notes\n\nDDF (dormant distribution frame) cabling is out of scope.\n", "attributive_slot:dormant distribution frame"},
		{"acronym in a glossary section",
			[]string{"The dashboard shall show each KPI for the last 30 days."},
			[]string{"The dashboard shall show each KPI for the last 30 days."},
			"## Glossary\n\nThe KPI values are listed in the operations handbook.\n", "undefined_acronym:KPI"},
	}
	a := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := layout(tt.without...)
			without, err := a.Analyze(context.Background(), spec)
			require.NoError(t, err)
			spec = layout(tt.with...)
			spec.Content += "\n" + tt.section
			with, err := a.Analyze(context.Background(), spec)
			require.NoError(t, err)
			checkInvariants(t, spec, with)
			assert.Contains(t, rulesOf(without), tt.finding)
			assert.NotContains(t, rulesOf(with), tt.finding)
		})
	}
}

// TestRecurringAcronym checks that an undefined acronym is a finding in
// every requirement that uses it, however often, and that its findings
// make one question.
func TestRecurringAcronym(t *testing.T) {
	a := New()
	spec := layout("The CRM shall receive the notes within 5 seconds.", "The CRM shall hold 10 fields per contact.",
		"Each CRM record shall be exported at 02:00.")
	ambs, err := a.Analyze(context.Background(), spec)
	require.NoError(t, err)
	var locs []string
	for _, amb := range ambs {
		if amb.Rule == "undefined_acronym" {
			locs = append(locs, amb.Location)
		}
	}
	assert.Equal(t, []string{"FR-001", "FR-002", "FR-003"}, locs)
	qs, err := a.Questions(context.Background(), spec, ambs)
	require.NoError(t, err)
	var acr []fcs.Question
	for _, q := range qs {
		if strings.Contains(q.Question, "CRM") {
			acr = append(acr, q)
		}
	}
	require.Len(t, acr, 1)
	assert.Equal(t, []string{"FR-001", "FR-002", "FR-003"}, acr[0].RequirementIDs)
	assert.Len(t, acr[0].AmbiguityIDs, 3)
}
