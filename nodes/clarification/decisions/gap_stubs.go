package decisions

func collectedGaps(tx *text, m *mentions) []gap { return nil }
func exhaustedGaps(tx *text, m *mentions) []gap { return nil }
func cycleGaps(tx *text, m *mentions) []gap     { return nil }
func reloadGaps(tx *text, m *mentions) []gap    { return nil }
