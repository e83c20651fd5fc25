package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// asker asks questions on the terminal.
type asker struct {
	lr  *lineReader
	out io.Writer
	// cd are the countdowns by complexity (off: wait for every answer).
	cd countdowns
	// style marks the recommended option with bold text.
	style bool
	// record, when set, is given each answer as soon as it is given (the
	// command records it with the run: a partial reply); an error ends
	// the questions.
	record func(ctx context.Context, a fcs.Answer) error
}

// Errors that end a questioning session early; the run stays waiting.
var (
	errAskInterrupted = errors.New("questions interrupted (Ctrl-C)")
	errAskEnded       = errors.New("input ended before every question was answered")
)

// write writes s with raw-mode line ends.
func (as *asker) write(s string) {
	io.WriteString(as.out, strings.ReplaceAll(s, "\n", "\r\n"))
}

// ask asks each question in turn and returns the answers given (skipped
// questions have none), each recorded as it is given. A Ctrl-C returns
// errAskInterrupted, a Ctrl-D or the end of the input errAskEnded, with
// the answers given before.
func (as *asker) ask(ctx context.Context, questions []fcs.Question) (map[string]fcs.Answer, error) {
	answers := map[string]fcs.Answer{}
	skipped := 0
	for i, q := range questions {
		// How to answer is said only here, where someone can type.
		as.write(renderQuestion(q, i+1, len(questions), as.style) + "  " + answerHelp(q, recommendedIndex(q)) + "\n")
		a, ok, err := as.one(ctx, q)
		if err != nil {
			return answers, err
		}
		if !ok {
			skipped++
			continue
		}
		if as.record != nil {
			if err := as.record(ctx, a); err != nil {
				return answers, err
			}
		}
		answers[q.ID] = a
	}
	as.write(fmt.Sprintf("\n%d of %d %s answered", len(answers), len(questions), plural(len(questions), "question")))
	if skipped > 0 {
		as.write(fmt.Sprintf(", %d skipped (%s open)", skipped, plural(skipped, "it stays", "they stay")))
	}
	as.write(".\n")
	return answers, nil
}

// one asks one question until it gets a usable answer; ok is false when
// the question is skipped.
func (as *asker) one(ctx context.Context, q fcs.Question) (a fcs.Answer, ok bool, err error) {
	limit := as.cd.forComplexity(q.Complexity)
	rec := recommendedIndex(q)
	for {
		line, end, err := as.lr.read(ctx, answerPrompt(q, rec), limit)
		switch end {
		case endInterrupt:
			return a, false, errAskInterrupted
		case endEOF:
			return a, false, errAskEnded
		case endExpired:
			if rec < 0 {
				as.write("  no answer in time: skipped (no recommended option)\n")
				return a, false, nil
			}
			as.write(fmt.Sprintf("  no answer in time: taking the recommended option %q\n", q.Recommended))
			return fcs.Answer{QuestionID: q.ID, Selected: []string{q.Recommended}, Source: fcs.SourceTimeout}, true, nil
		}
		if err != nil {
			return a, false, err
		}
		// Someone is answering: no countdown while they try again.
		limit = 0
		c, err := parseChoice(q, line)
		if err != nil {
			as.write("  " + err.Error() + "\n")
			continue
		}
		switch c.kind {
		case choiceSkip:
			as.write("  skipped: the question stays open\n")
			return a, false, nil
		case choiceCustom:
			text, end, err := as.lr.read(ctx, func(int, bool) string { return "  Custom answer (empty to go back): " }, 0)
			switch {
			case end == endInterrupt:
				return a, false, errAskInterrupted
			case end == endEOF && strings.TrimSpace(text) == "":
				return a, false, errAskEnded
			case err != nil:
				return a, false, err
			case strings.TrimSpace(text) == "":
				continue
			}
			return fcs.Answer{QuestionID: q.ID, Custom: strings.TrimSpace(text), Source: fcs.SourceUser}, true, nil
		default:
			return fcs.Answer{QuestionID: q.ID, Selected: c.labels, Source: fcs.SourceUser}, true, nil
		}
	}
}

// recommendedIndex returns the index of the recommended option, -1 when the
// recommendation is not one of the options.
func recommendedIndex(q fcs.Question) int {
	return slices.IndexFunc(q.Options, func(o fcs.Option) bool { return o.Label == q.Recommended })
}

// answerPrompt returns the prompt of the answer line.
func answerPrompt(q fcs.Question, rec int) promptFunc {
	return func(left int, paused bool) string {
		var hint string
		switch {
		case paused:
			hint = " (countdown paused)"
		case left > 0 && rec >= 0:
			hint = fmt.Sprintf(" (%d in %ds)", rec+1, left)
		case left > 0:
			hint = fmt.Sprintf(" (skipped in %ds)", left)
		}
		return "  Answer" + hint + ": "
	}
}

// renderQuestion renders a question with its numbered options, the
// recommended one marked. How to answer on the terminal (answerHelp) is
// not part of it: the listings of clarify questions and of a run waiting
// for answers are read where nobody can type.
func renderQuestion(q fcs.Question, n, total int, style bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nQuestion %d of %d  %s  [%s", n, total, q.ID, q.Complexity)
	if len(q.RequirementIDs) > 0 {
		fmt.Fprintf(&b, "; %s", strings.Join(q.RequirementIDs, ", "))
	}
	b.WriteString("]\n")
	if q.Topic != "" {
		fmt.Fprintf(&b, "  Topic: %s\n", oneLine(q.Topic))
	}
	if q.Context != "" {
		fmt.Fprintf(&b, "  Context: %s\n", oneLine(q.Context))
	}
	fmt.Fprintf(&b, "  %s\n", oneLine(q.Question))
	rec := recommendedIndex(q)
	for i, o := range q.Options {
		label := oneLine(o.Label)
		if i == rec {
			mark := fmt.Sprintf("(recommended, %d%%)", q.Confidence)
			if style {
				label = "\x1b[1m" + label + "\x1b[0m"
			}
			label += "  " + mark
			fmt.Fprintf(&b, "  * %d) %s\n", i+1, label)
		} else {
			fmt.Fprintf(&b, "    %d) %s\n", i+1, label)
		}
		if o.Description != "" {
			fmt.Fprintf(&b, "       %s\n", oneLine(o.Description))
		}
		if o.Implications != "" {
			fmt.Fprintf(&b, "       implies: %s\n", oneLine(o.Implications))
		}
	}
	return b.String()
}

func answerHelp(q fcs.Question, rec int) string {
	var parts []string
	if q.Kind == fcs.Multiple {
		parts = append(parts, fmt.Sprintf("1-%d (several as 1,3)", len(q.Options)))
	} else {
		parts = append(parts, fmt.Sprintf("1-%d", len(q.Options)))
	}
	parts = append(parts, "c = custom answer", "s = skip")
	if rec >= 0 {
		parts = append(parts, fmt.Sprintf("Enter = %d", rec+1))
	}
	return "Type " + strings.Join(parts, ", ") + "."
}

// choiceKind is what a typed answer asks for.
type choiceKind int

const (
	choiceLabels choiceKind = iota
	choiceCustom
	choiceSkip
)

type choice struct {
	kind   choiceKind
	labels []string
}

// parseChoice reads a typed answer: empty for the recommended option, one
// or more option numbers (separated by commas or spaces, several only for
// a multiple-choice question), c for a custom answer, s to skip.
func parseChoice(q fcs.Question, line string) (choice, error) {
	line = strings.TrimSpace(line)
	switch strings.ToLower(line) {
	case "":
		rec := recommendedIndex(q)
		if rec < 0 {
			return choice{}, errors.New("there is no recommended option: type a number, c or s")
		}
		return choice{kind: choiceLabels, labels: []string{q.Options[rec].Label}}, nil
	case "s", "skip":
		return choice{kind: choiceSkip}, nil
	case "c", "custom":
		return choice{kind: choiceCustom}, nil
	}
	fields := strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) == 0 {
		return choice{}, fmt.Errorf("%q is not an option: type 1-%d, c or s", line, len(q.Options))
	}
	var labels []string
	seen := map[int]bool{}
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > len(q.Options) {
			return choice{}, fmt.Errorf("%q is not an option: type 1-%d, c or s", f, len(q.Options))
		}
		if seen[n] {
			return choice{}, fmt.Errorf("option %d given twice", n)
		}
		seen[n] = true
		labels = append(labels, q.Options[n-1].Label)
	}
	if len(labels) > 1 && q.Kind != fcs.Multiple {
		return choice{}, errors.New("this question takes one option")
	}
	return choice{kind: choiceLabels, labels: labels}, nil
}
