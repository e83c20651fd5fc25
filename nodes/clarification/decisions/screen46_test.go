package decisions_test

import "testing"

// TestScreenName holds, for each entry whose subject named as a part of
// the product's interface is another sense (Entry.NotAScreen; questions
// generation 46), a sentence where the word names a tab, page or panel
// and raises nothing, and one that raises the entry.
func TestScreenName(t *testing.T) {
	assertSenses(t, []senseCase{
		{"OBS-USAGE-ANALYTICS", "The session page shows tabs for Overview, Analytics and Weather.", "The product team wants analytics on which features are used most."},
		{"OBS-USAGE-ANALYTICS", "Rangers open the analytics dashboard to see sightings per park.", "Analytics record which pages each visitor opens."},
		{"OBS-USAGE-ANALYTICS", "The owner opens the \"Analytics\" tab to compare monthly sales.", "The app collects analytics, and the tab bar shows three tabs."},
		{"OBS-USAGE-ANALYTICS", "The menu has three pages: Home, Analytics, Settings.", "Usage data of the mobile app is sent to the server."},
		{"OBS-USAGE-ANALYTICS", "The dashboard renders the analytics view inside the main layout.", "Analytics record which pages each visitor opens."},
		{"OBS-USAGE-ANALYTICS", "As a sailor I want to see performance analytics for my session.", "Analytics record which pages each visitor opens."},
		{"OBS-HEALTH-CHECKS", "Add a lightweight readiness dashboard for the fleet.", "The service exposes a readiness probe for the orchestrator."},
		{"OBS-HEALTH-CHECKS", "The app has sections for Feeding, Health status and Notes.", "A health check reports the state of the database."},
	})
}
