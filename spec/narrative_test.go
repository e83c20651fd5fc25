package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Narrative chapters: a "Context" that tells how the system behaves is
// read, one that sets the scene or a decision record's field is not. The
// texts are our own.

func TestNarrativeChapters(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a context chapter that narrates behaviour event by event is read", "a.adoc", lines(
			"= Lantern Kiosk",
			"",
			"== Context",
			"",
			"When a visitor taps the screen, the kiosk shows the floor plan.",
			"If the visitor picks a room, the kiosk draws the way to it.",
			"Once the route is drawn, the lantern above the exit blinks.",
			"",
			"== Requirements",
			"",
			"* The kiosk shall lock after ten idle minutes.",
		), []got{
			{"R-001", "functional", "When a visitor taps the screen, the kiosk shows the floor plan."},
			{"R-002", "functional", "If the visitor picks a room, the kiosk draws the way to it."},
			{"R-003", "functional", "Once the route is drawn, the lantern above the exit blinks."},
			{"R-004", "functional", "The kiosk shall lock after ten idle minutes."},
		}},
		{"a context chapter that sets the scene stays explanation", "a.md", lines(
			"# Lantern Kiosk",
			"",
			"## Context",
			"",
			"Visitors get lost in the old museum wing. This document fixes how the kiosk guides them.",
			"",
			"## Requirements",
			"",
			"- The kiosk shall lock after ten idle minutes.",
		), []got{
			{"R-001", "functional", "The kiosk shall lock after ten idle minutes."},
		}},
		{"a decision record's context heading stays explanation however it narrates", "a.md", lines(
			"# Kiosk Decisions",
			"",
			"## Context",
			"",
			"When a visitor taps the screen, the kiosk fetches the plan.",
			"If the network is slow, the kiosk waits.",
			"Once it arrives, the plan is drawn.",
			"",
			"## Decision",
			"",
			"The kiosk shall cache every floor plan for a day.",
		), []got{
			{"R-001", "functional", "The kiosk shall cache every floor plan for a day."},
		}},
	})
}

func TestTriggerOpens(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"When the door opens, the bell rings.", true},
		{"if the card is wrong, the gate stays shut", true},
		{"As soon as a coin drops, the light turns on.", true},
		{"Whenever possible the kiosk sleeps.", false},
		{"The kiosk, when idle, sleeps.", false},
		{"Oncology wards, clinics and labs use it.", false},
		{"When,", false},
	} {
		assert.Equal(t, c.want, triggerOpens(c.in), c.in)
	}
}
