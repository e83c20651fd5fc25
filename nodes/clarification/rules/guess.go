package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// choose builds the question, its options and the guessed answer for a
// group of findings. The guesser is a fixed heuristic per rule: it picks
// the option a careful engineer would take without further information
// (usually the moderate, measurable one) and states a modest confidence;
// a cue found in the specification itself (a matching expansion of an
// acronym, an interactive context for a latency target) raises it.
func (a *Analyzer) choose(g *group, docs []reqDoc, byID map[string]int, limitAt map[int]limit) choice {
	t, r := terms(g), reqList(g)
	switch g.rule {
	case "vague_performance":
		rec, conf := 1, 55
		if anyWord(g, docs, byID, "search", "autocomplete", "typing", "keystroke", "click", "page", "api", "checkout") {
			rec, conf = 0, 60
		}
		return single("Performance target",
			fmt.Sprintf("What measurable performance target does %s in %s mean?", t, r), rec, conf,
			opt("p95 ≤ 200 ms", "95% of operations complete within 200 ms under the expected load.",
				"Needs a performance budget, load tests in CI and production monitoring; may need caching."),
			opt("p95 ≤ 1 s", "95% of operations complete within 1 second under the expected load.",
				"Achievable on standard infrastructure; users notice the delay but stay in flow."),
			opt("Best effort, no target", "No measurable performance target; the term is removed.",
				"Nothing to test against; slowdowns go unnoticed until users complain."))
	case "vague_usability":
		return single("Usability criterion",
			fmt.Sprintf("How is %s in %s verified?", t, r), 0, 55,
			opt("Task success ≥ 90% in a usability test", "At least 9 of 10 first-time users complete the main task unaided in a moderated test.",
				"Requires a usability test with representative users before release."),
			opt("WCAG 2.1 AA and the design system", "The screens conform to WCAG 2.1 level AA and use the product's design-system components.",
				"Verifiable by audit and automated checks; covers accessibility and consistency, not ease of learning."),
			opt("No usability criterion", "The term is removed; usability is not an acceptance criterion.",
				"Nothing to test; the wording no longer promises anything."))
	case "vague_reliability":
		return single("Reliability target",
			fmt.Sprintf("What availability or recovery target does %s in %s mean?", t, r), 0, 55,
			opt("99.9% monthly availability", "At most about 43 minutes of unplanned downtime per month.",
				"Needs redundancy, health checks, alerting and an on-call rota."),
			opt("99.5% monthly availability", "At most about 3.6 hours of unplanned downtime per month.",
				"A single-region deployment with automatic restarts usually meets it."),
			opt("Survive one node failure without data loss", "Losing any single node loses no committed data (RPO 0) and service resumes within 5 minutes (RTO).",
				"Needs replicated storage and failover tests."))
	case "vague_scalability":
		if excerptIs(g, "flexible", "flexibly", "extensible", "modular", "maintainable", "portable", "future-proof") {
			return single("Extensibility",
				fmt.Sprintf("What must be changeable for %s in %s?", t, r), 0, 50,
				opt("Named extension points", "List the parts that must be configurable or pluggable (e.g. report columns, export formats).",
					"Each extension point is designed and tested; everything else may be fixed."),
				opt("Configuration without code changes", "Administrators change the listed settings at runtime; no redeploy.",
					"Needs a settings model, validation and an admin screen."),
				opt("No extensibility requirement", "The term is removed.", "Simpler design; later changes need code."))
		}
		return single("Capacity target",
			fmt.Sprintf("What load must %s in %s handle?", t, r), 0, 55,
			opt("1,000 concurrent users at launch", "Meets the response targets with 1,000 concurrent users on the launch configuration.",
				"One load test fixes the capacity; revisit when usage approaches it."),
			opt("10× launch load by adding nodes", "Throughput grows roughly linearly up to 10× the launch load by adding nodes.",
				"Needs stateless services and a horizontally scalable data store."),
			opt("No capacity requirement", "The term is removed.", "Capacity is discovered in production."))
	case "vague_adequacy":
		return single("Threshold",
			fmt.Sprintf("What threshold makes %s in %s testable?", t, r), 0, 60,
			opt("State a number and unit", "Replace the qualifier with a measurable value agreed with the stakeholder.",
				"Testable; the value must be chosen now."),
			opt("Reference a named policy", "Point to the document that defines it (e.g. the company retention or logging policy).",
				"Testable against that policy; the policy must exist and be versioned."),
			opt("Remove the qualifier", "Drop the word; the requirement applies without a quality bar.",
				"Any implementation passes; quality is left to judgement."))
	case "vague_security":
		return choice{topic: "Security controls",
			question: fmt.Sprintf("Which controls does %s in %s require?", t, r),
			options: []fcs.Option{
				opt("TLS 1.2+ in transit and AES-256 at rest", "All traffic uses TLS 1.2 or later; stored data is encrypted with AES-256.",
					"Standard platform features; key management must be set up."),
				opt("OWASP ASVS level 2", "The component passes the OWASP Application Security Verification Standard level 2.",
					"A broad, auditable checklist; needs a security review before release."),
				opt("MFA for privileged accounts", "Administrator and operator accounts sign in with a second factor.",
					"Needs an MFA provider and recovery procedures."),
			},
			recommended: 0, confidence: 60, kind: fcs.Multiple}
	case "superlative":
		if slices.ContainsFunc(lowerExcerpts(g), func(s string) bool { return strings.HasPrefix(s, "as ") }) {
			return single("Deadline",
				fmt.Sprintf("What deadline does %s in %s mean?", t, r), 0, 50,
				opt("Within 1 minute", "The action completes within 1 minute of its trigger.", "Needs near-synchronous processing and monitoring."),
				opt("Within 15 minutes", "The action completes within 15 minutes of its trigger.", "A queue with periodic workers suffices."),
				opt("Best effort, no deadline", "No deadline; the action happens eventually.", "Nothing to test; delays are invisible."))
		}
		return single("Superlative",
			fmt.Sprintf("What measurable claim replaces %s in %s?", t, r), 0, 55,
			opt("A measurable target", "Replace the superlative with a metric and threshold (e.g. relevance: the top 3 results contain the answer in 80% of test queries).",
				"Testable; the metric and threshold must be agreed."),
			opt("Better than named competitors", "Compare with named products on a stated benchmark.",
				"Testable but costly: the benchmark must be run against competitors."),
			opt("Drop the superlative", "Remove the word; the requirement states the behaviour only.", "Simple; no quality bar."))
	case "comparative", "comparative_form":
		return single("Comparison baseline",
			fmt.Sprintf("Compared with what is %s in %s?", t, r), 1, 55,
			opt("Relative to the current release", "State the improvement against the current release on a named benchmark (e.g. 20% lower p95 latency).",
				"Needs a baseline measurement of the current release."),
			opt("An absolute target", "Replace the comparison with an absolute value and unit.", "Testable without a baseline."),
			opt("Drop the comparison", "Remove the comparative; no improvement is promised.", "Nothing to measure."))
	case "open_list":
		return single("List scope",
			fmt.Sprintf("Is the list at %s in %s complete?", t, r), 0, 65,
			opt("Closed list: only the named items", "Exactly the items named in the requirement are in scope.",
				"Simple to test; anything else needs a change request."),
			opt("Named items plus an extension process", "The named items now; more can be added through a documented process.",
				"Needs a way to add items (configuration or plug-in)."),
			opt("List kept in a maintained catalogue", "The full list lives in an appendix or configuration file versioned with the spec.",
				"One place to change; the catalogue must be maintained."))
	case "loophole":
		return single("Condition",
			fmt.Sprintf("When does %s in %s actually apply?", t, r), 1, 55,
			opt("Always mandatory", "Remove the loophole; the behaviour is required in every case.", "Strongest commitment; may be costly in edge cases."),
			opt("Mandatory under stated conditions", "Name the conditions under which it applies (e.g. when the device is online).",
				"Testable per condition; the conditions must be listed."),
			opt("Optional (nice to have)", "Move it to the optional requirements; it is not an acceptance criterion.", "May be left out without failing acceptance."))
	case "tbd":
		return single("Placeholder",
			fmt.Sprintf("How should the placeholder %s in %s be resolved?", t, r), 1, 50,
			opt("Decide the value now", "Fill in the missing value before implementation starts.", "Blocks work until decided; no rework later."),
			opt("Documented default, revisit later", "Implement a configurable default and record the decision as open.",
				"Work proceeds; the default may change before release."),
			opt("Remove from this release", "Drop the requirement until the value is known.", "Less scope; the capability is missing."))
	case "bare_number":
		return a.unitChoice(g, t, r)
	case "bare_measure":
		return measureChoice(g, docs, byID, t, r)
	case "vague_duration":
		return durationChoice(g, t, r)
	case "rate_window", "count_window":
		return rateChoice(g, t, r)
	case "vague_quantity", "vague_frequency":
		return quantityChoice(g, t, r)
	case "vague_tolerance":
		return single("Tolerance",
			fmt.Sprintf("What tolerance does %s in %s allow?", t, r), 1, 45,
			opt("At most the stated value", "The value is an upper bound.", "Testable; the implementation may do better."),
			opt("Stated value ±10%", "The value holds within ten percent either way.", "Testable with a measured range."),
			opt("At least the stated value", "The value is a lower bound.", "Testable; a floor, not a target."))
	case "open_mapping":
		return single("Mapping",
			fmt.Sprintf("How does the value follow from the condition at %s in %s?", t, r), 0, 50,
			opt("A table of values by condition band", "List each band of the condition with its value (e.g. road temperature above 0 °C: 10 g/m²; 0 to −5 °C: 15 g/m²).",
				"Testable band by band; the bands must cover every case."),
			opt("A formula", "State the value as a formula of the measured condition, with its units and limits.",
				"Testable at any point; the formula must be agreed and bounded."),
			opt("One fixed value", "Drop the dependency; one value applies in every condition.", "Simplest to test; may waste or fall short in some conditions."))
	case "undefined_due":
		return single("Due time",
			fmt.Sprintf("Against which due time is %s in %s measured?", t, r), 0, 50,
			opt("A due date or time recorded per item", "Each item carries its own due date or expected time; it is late once that passes.",
				"Testable per item; the due time must be captured."),
			opt("A fixed period from the start", "An item is late a fixed period after it starts (e.g. 24 hours after departure).",
				"Simple to test; one period may not fit every item."),
			opt("A tolerance past the schedule", "An item is late once it is more than a set tolerance (e.g. 15 minutes) past its schedule.",
				"Avoids alarms for small deviations; the tolerance must be agreed."))
	case "lead_time", "lead_receipt", "advance_time":
		return single("Lead time",
			fmt.Sprintf("How long ahead does %s in %s mean?", t, r), 1, 50,
			opt("1 hour ahead", "The action happens 1 hour before the event.", "Short notice; fits same-day events."),
			opt("24 hours ahead", "The action happens 24 hours before the event.", "A day's notice; the common default for reminders."),
			opt("7 days ahead", "The action happens 7 days before the event.", "Long notice; fits deadlines and renewals."))
	case "incomplete_reference", "possessive_reference":
		return single("Reference",
			fmt.Sprintf("Which document does %s in %s mean?", t, r), 0, 50,
			opt("Name the document and version", "Cite the regulation, standard or policy by name and version (e.g. EN 301 549 v3.2.1).",
				"Testable against a fixed text; the reference must be kept current."),
			opt("List the obligations in the spec", "Copy the concrete obligations into requirements of their own.", "Self-contained; more requirements to maintain."),
			opt("Leave to the legal team", "Keep the general reference; compliance is checked outside this specification.", "Not testable here."))
	case "vague_distance":
		return single("Distance",
			fmt.Sprintf("How far is %s in %s, measured how?", t, r), 1, 40,
			opt("Within 20 m", "At most 20 metres, measured along the walking route.", "Tight; fits a building or a vessel."),
			opt("Within 200 m", "At most 200 metres, measured in a straight line.", "A few minutes' walk; fits a site or a street."),
			opt("Within 2 km", "At most 2 kilometres, measured in a straight line.", "A neighbourhood; fits maps and search radii."))
	case "unstated_amount":
		return single("Amount",
			fmt.Sprintf("How much is %s in %s?", t, r), 0, 45,
			opt("A fixed amount", "State the amount and currency in the requirement (e.g. 10 EUR).", "Testable; a change needs a new requirement."),
			opt("A percentage", "State a percentage of the price or balance it applies to.", "Testable; scales with the transaction."),
			opt("A published tariff", "Name the tariff or fee schedule, its owner and edition, that sets the amount.", "Configurable; testable against the named edition."))
	case "superlative_form":
		return single("Ranking criterion",
			fmt.Sprintf("By what measure is %s in %s ranked?", t, r), 0, 45,
			opt("Travel time on the route network", "Rank by the estimated travel time along roads or paths at the time of the request.",
				"Matches what users experience; needs a routing service and live data."),
			opt("Straight-line distance", "Rank by the distance in a straight line between the two positions.",
				"Simple and cheap to compute; can pick a candidate that takes longer to reach."),
			opt("A named metric with a tie-break", "Name the metric (price, score, age) and the tie-break rule in the requirement.",
				"Testable once the metric is named; the metric must be available in the data."))
	case "vague_increment":
		return single("Amount of the increase",
			fmt.Sprintf("How much is %s in %s, relative to what?", t, r), 0, 45,
			opt("A fixed amount", "State the amount and unit added or removed (e.g. 30 minutes, 10 GB, 2 attempts).",
				"Testable; the same for everyone it applies to."),
			opt("A percentage of the baseline", "State the baseline and the percentage (e.g. 25% of the standard exam time).",
				"Testable; scales with the baseline, which must itself be stated."),
			opt("Set per case by a named role", "An authorised role sets the amount per case, within a stated maximum.",
				"Flexible; test the setting and the maximum, not the judgement."))
	case "vague_sample":
		return single("Sample size and selection",
			fmt.Sprintf("How large is %s in %s, and how is it chosen?", t, r), 1, 45,
			opt("A fixed number, chosen at random", "State the count per period (e.g. 20 items per month), selected uniformly at random.",
				"Simple to audit; may be too small for large populations."),
			opt("A percentage, chosen at random", "State the share per period (e.g. 5% of items per month), selected uniformly at random.",
				"Scales with volume; the selection must be reproducible for audit."),
			opt("A named sampling plan", "Cite a sampling standard and inspection level (e.g. ISO 2859-1, general level II).",
				"Statistically grounded; the plan must be applied by trained staff."))
	case "attributive_slot":
		return single("Criterion",
			fmt.Sprintf("Which ones does %s in %s cover?", t, r), 1, 40,
			opt("A listed set", "Name the members (categories, codes, items) in the requirement or an appendix.", "Testable against the list; the list must be maintained."),
			opt("A measurable threshold", "State the measure and threshold that qualifies an item.", "Testable automatically; the threshold needs agreement."),
			opt("Marked by a named role", "An authorised role marks items as qualifying.", "Flexible; depends on people, so test the marking, not the judgement."))
	case "and_or":
		return single("And/or",
			fmt.Sprintf("Does %s in %s mean both, either, or at least one?", t, r), 0, 50,
			opt("Both", "Both alternatives always apply (and).", "More work; no choice left to the implementation."),
			opt("Exactly one, chosen per case", "Exactly one applies; the requirement must say who chooses (user, configuration).", "Needs a choice mechanism."),
			opt("At least one", "One or both apply (inclusive or).", "Flexible; tests must cover each combination."))
	case "option", "option_optionally":
		return single("Obligation",
			fmt.Sprintf("Is the behaviour marked %s in %s required?", t, r), 0, 55,
			opt("Mandatory", "Replace the optional wording with “shall”; the behaviour is required and tested.", "More scope; fully testable."),
			opt("Optional, not tested", "Keep it as a nice-to-have outside the acceptance criteria.", "May be left out without failing acceptance."),
			opt("Configurable, on by default", "Implement it behind a setting that is on by default.", "Extra setting to build and test in both states."),
			opt("Configurable, off by default", "Implement it behind a setting that is off by default.", "Extra setting; most users never see it."))
	case "pronoun":
		return a.pronounChoice(g, docs, byID, t, r)
	case "totality_all", "totality_any":
		return single("Scope of the set",
			fmt.Sprintf("Which members does %s in %s cover?", t, r), 0, 55,
			opt("Every member of a named set", "Bound the set explicitly (e.g. all active users of the tenant, all file types listed in Appendix A).",
				"Testable; the set must be named."),
			opt("Literally all, including edge cases", "Includes guests, disabled and deleted entries, and future additions.", "Hard to test; edge cases must be designed."),
			opt("A listed subset", "Only the members listed in the requirement.", "Simple to test; others are out of scope."))
	case "totality_detect":
		return single("Coverage of detection",
			fmt.Sprintf("Which cases must %s in %s catch, and how is that shown?", t, r), 0, 55,
			opt("A listed set of cases", "Name the kinds to detect (e.g. the fault codes of Table 3), each with a test.",
				"Testable; kinds outside the list are out of scope."),
			opt("A measured detection rate", "State a rate over a test campaign, e.g. at least 99% of injected cases detected.",
				"Testable with a campaign; some misses are accepted."),
			opt("Literally every case", "Keep the absolute wording.", "Cannot be verified; any single miss breaks it."))
	case "totality_always", "totality_guarantee":
		return single("Time or case coverage",
			fmt.Sprintf("What does %s in %s commit to?", t, r), 0, 50,
			opt("A measured target (99.9% of the time)", "State a percentage over a measurement window, e.g. 99.9% per calendar month.", "Testable with monitoring."),
			opt("During stated hours or conditions", "Applies only during stated hours or conditions (e.g. business hours, when online).", "Cheaper; exceptions must be listed."),
			opt("Literally always, no exception", "Keep the absolute wording.", "Cannot be verified; any single failure breaks it."))
	case "feature_only":
		return single("Feature definition",
			fmt.Sprintf("What behaviour and acceptance criteria define %s in %s?", t, r), 0, 55,
			opt("Minimal: one behaviour with a test", "State the trigger, the observable behaviour and one measurable acceptance criterion.",
				"Smallest scope that can be accepted; extend in later releases."),
			opt("Full: list each capability", "Enumerate the capabilities (create, view, configure, notify …) each with a criterion.",
				"Larger scope; complete from the start."),
			opt("Defer to a later release", "Remove the feature from this release until it is specified.", "Less scope now; the gap is explicit."))
	case "numeric_conflict":
		return conflictChoice(g, limitAt)
	case "synonym":
		return a.synonymChoice(g, docs)
	case "undefined_acronym":
		return a.acronymChoice(g, docs, t, r)
	}
	return fallbackChoice(g, t, r)
}

// single is a single-choice question with its recommended option (an
// index into options) and confidence.
func single(topic, question string, rec, conf int, options ...fcs.Option) choice {
	return choice{topic: topic, question: question, options: options, recommended: rec, confidence: conf, kind: fcs.Single}
}

// excerptIs reports whether a lower-cased excerpt of the group is one of words.
func excerptIs(g *group, words ...string) bool {
	return slices.ContainsFunc(lowerExcerpts(g), func(s string) bool { return slices.Contains(words, s) })
}

// hasPrefix reports whether s begins with one of prefixes.
func hasPrefix(s string, prefixes ...string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}

// unitChoice offers units for a bare number, time units after time words.
func (a *Analyzer) unitChoice(g *group, t, r string) choice {
	ex := strings.ToLower(g.ambs[0].Excerpt)
	if hasPrefix(ex, "within", "after", "every", "timeout", "delay", "interval", "for", "last") {
		rec := 1
		if hasPrefix(ex, "after", "every", "for", "last", "interval") {
			rec = 2
		}
		return single("Missing unit", fmt.Sprintf("In what unit is %s in %s?", t, r), rec, 50,
			opt("Milliseconds", "The number is in milliseconds.", "A tight, interactive-speed bound."),
			opt("Seconds", "The number is in seconds.", "A user-visible wait."),
			opt("Minutes", "The number is in minutes.", "A background or session-scale interval."))
	}
	return single("Missing unit", fmt.Sprintf("In what unit is %s in %s?", t, r), 0, 40,
		opt("A count of items", "The number counts items (records, files, users) named in the requirement.", "The counted item must be named."),
		opt("Megabytes", "The number is a size in megabytes.", "A storage or transfer limit."),
		opt("Percent", "The number is a percentage of a stated whole.", "The whole must be named."))
}

// rateChoice offers time windows for a count.
func rateChoice(g *group, t, r string) choice {
	ex := strings.ToLower(g.ambs[0].Excerpt)
	if strings.Contains(ex, "attempt") || strings.Contains(ex, "login") {
		return single("Missing time window", fmt.Sprintf("Over what window is %s in %s counted?", t, r), 1, 55,
			opt("Consecutive failures", "The count resets after a successful attempt.", "Simple; slow attacks spread over time are not caught."),
			opt("Within 15 minutes", "Attempts are counted in a sliding 15-minute window.", "Catches bursts; needs a time-windowed counter."),
			opt("Within 24 hours", "Attempts are counted per rolling 24 hours.", "Catches slow attacks; more legitimate users get locked out."))
	}
	rec := 0
	for _, w := range []string{"message", "email", "e-mail", "notification", "upload", "download", "submission"} {
		if strings.Contains(ex, w) {
			rec = 2
		}
	}
	return single("Missing time window", fmt.Sprintf("Over what window is %s in %s counted?", t, r), rec, 50,
		opt("Per second", "The limit applies to any one-second window.", "A throughput or rate-limit target; needs load tests."),
		opt("Per minute", "The limit applies to any one-minute window.", "Smooths bursts; a typical rate-limit window."),
		opt("Per day", "The limit applies per calendar day.", "A quota; needs a daily counter and reset time."),
		opt("In total", "The limit applies over the lifetime of the account or object.", "A hard cap; no reset."))
}

// quantityChoice offers bounds for a vague quantity word.
func quantityChoice(g *group, t, r string) choice {
	switch {
	case excerptIs(g, "frequently", "often", "periodically", "regularly", "occasionally", "rarely", "from time to time"):
		return single("Frequency", fmt.Sprintf("How often is %s in %s?", t, r), 2, 45,
			opt("Every 15 minutes", "The action runs every 15 minutes.", "Fresh data; more load."),
			opt("Hourly", "The action runs once an hour.", "A balance of freshness and load."),
			opt("Daily", "The action runs once a day at a stated time.", "Least load; data up to a day old."))
	case excerptIs(g, "soon", "a while", "briefly"):
		return single("Duration", fmt.Sprintf("How long is %s in %s?", t, r), 0, 45,
			opt("1 minute", "Within or for 1 minute.", "Tight; needs prompt processing."),
			opt("1 hour", "Within or for 1 hour.", "Comfortable for background work."),
			opt("1 day", "Within or for 1 day.", "Loose; users may notice the delay."))
	case excerptIs(g, "heavy load", "peak load", "peak demand", "peak traffic", "high demand", "high load", "high traffic",
		"heavy traffic", "heavy use", "heavy usage", "expected load", "high volume", "high volumes", "normal load"):
		return single("Load", fmt.Sprintf("What load does %s in %s stand for?", t, r), 1, 45,
			opt("100 concurrent users", "The requirement holds with up to 100 concurrent users (or 10 requests per second).", "Small scale; one node suffices."),
			opt("1,000 concurrent users", "The requirement holds with up to 1,000 concurrent users (or 100 requests per second).", "Moderate scale; load test once per release."),
			opt("10,000 concurrent users", "The requirement holds with up to 10,000 concurrent users (or 1,000 requests per second).", "Large scale; needs horizontal scaling and regular load tests."))
	case excerptIs(g, "large", "small", "huge", "big", "massive", "long", "short", "limited"):
		return single("Size bound", fmt.Sprintf("What bound does %s in %s stand for?", t, r), 1, 40,
			opt("Up to 100 MB", "The upper bound is 100 MB (or the stated unit scaled alike).", "Fits single-request handling."),
			opt("Up to 1 GB", "The upper bound is 1 GB.", "Needs streaming or chunked transfer."),
			opt("Up to 10 GB", "The upper bound is 10 GB.", "Needs resumable transfer and large storage quotas."))
	}
	return single("Quantity bound", fmt.Sprintf("How many does %s in %s mean?", t, r), 1, 45,
		opt("Up to 100", "The requirement holds for up to 100 of the counted items.", "Small scale; simple design."),
		opt("Up to 1,000", "The requirement holds for up to 1,000.", "Moderate scale; load test once."),
		opt("Up to 10,000", "The requirement holds for up to 10,000.", "Large scale; needs pagination, indexing and load tests."))
}

// pronounChoice offers the candidate antecedents of a pronoun.
func (a *Analyzer) pronounChoice(g *group, docs []reqDoc, byID map[string]int, t, r string) choice {
	amb := g.ambs[0]
	var cands []candidate
	pron := strings.ToLower(amb.Excerpt)
	if i, ok := byID[amb.Location]; ok {
		d := docs[i].doc
		for k, tok := range d.tokens {
			if docs[i].offset+tok.start == amb.Offset {
				cands = a.antecedents(d, k, k+1)
				break
			}
		}
	}
	var options []fcs.Option
	for k := range cands {
		if len(options) == 3 {
			break
		}
		text := shownName(cands, k, func(c candidate) string { return c.text })
		options = append(options, opt("The "+text, fmt.Sprintf("“%s” refers to the %s.", amb.Excerpt, text),
			fmt.Sprintf("The requirement is rewritten to name the %s.", text)))
	}
	// The guess: for "it"/"this" the nearest candidate (persons are
	// already excluded); for "they"/"them" the first candidate, usually
	// the sentence subject.
	rec := 0
	if (pron == "it" || pron == "this") && len(options) > 0 {
		rec = len(options) - 1
	}
	options = append(options, opt("Rewrite without the pronoun", "Repeat the noun instead of the pronoun; state the reference explicitly.", "No ambiguity; slightly longer text."))
	if len(options) < 2 {
		options = append([]fcs.Option{opt("The subject of the sentence", "The pronoun refers to the subject.", "Rewrite to repeat the subject.")}, options...)
	}
	return single("Pronoun reference", fmt.Sprintf("What does %s in %s refer to?", t, r), rec, 45, options...)
}

// conflictChoice offers each side's value, or per-context limits.
func conflictChoice(g *group, limitAt map[int]limit) choice {
	type side struct {
		shown string
		value float64
		upper bool
		exact bool
		reqs  []string
	}
	var sides []side
	for _, amb := range g.ambs {
		l, ok := limitAt[amb.Offset]
		if !ok || amb.Offset < 0 {
			continue
		}
		k := slices.IndexFunc(sides, func(s side) bool { return s.value == l.value })
		if k < 0 {
			sides = append(sides, side{shown: l.shown, value: l.value, upper: l.upper, exact: l.exact})
			k = len(sides) - 1
		}
		if !slices.Contains(sides[k].reqs, amb.Location) {
			sides[k].reqs = append(sides[k].reqs, amb.Location)
		}
	}
	slices.SortFunc(sides, func(x, y side) int {
		switch {
		case x.value < y.value:
			return -1
		case x.value > y.value:
			return 1
		}
		return 0
	})
	if len(sides) > 3 {
		sides = sides[:3]
	}
	var options []fcs.Option
	for _, s := range sides {
		options = append(options, opt("Use "+s.shown+" ("+idList(s.reqs, 3)+")",
			fmt.Sprintf("The limit is %s everywhere; the other requirements are changed to match.", s.shown),
			fmt.Sprintf("One limit to implement and test; requirements other than %s change.", idList(s.reqs, 3))))
	}
	options = append(options, opt("Different limits per context",
		"Each limit applies in its own context (plan, mode, file type or role); the requirements state the context.",
		"More configuration and tests per context; both values stay."))
	// The guess: the stricter limit (the lowest maximum, the highest
	// minimum), since relaxing a limit later breaks nobody; between exact
	// values, or an exact value above a maximum, the lowest.
	rec := 0
	if slices.ContainsFunc(sides, func(s side) bool { return !s.upper && !s.exact }) {
		rec = len(sides) - 1 // a minimum is involved: the highest
	}
	question := fmt.Sprintf("Which limit applies: %s?", terms(g))
	if len(sides) < 2 {
		options = append([]fcs.Option{opt("Keep the first requirement", "The earliest requirement's value wins.", "The later requirements change.")}, options...)
	}
	return single("Conflicting limits", question+" ("+reqList(g)+")", rec, 55, options...)
}

// synonymChoice offers one name or two concepts.
func (a *Analyzer) synonymChoice(g *group, docs []reqDoc) choice {
	var names []string
	if gi, ok := a.synonymGroupOf(g.ambs[0].Excerpt); ok {
		sg := a.synGroups[gi]
		for _, rd := range docs {
			for i := range rd.doc.tokens {
				_, sTo := rd.doc.sentenceRange(i)
				for vi, v := range sg.variants {
					name := sg.names[sg.nameOf[vi]]
					if rd.doc.matchAt(v, i, sTo) && !slices.Contains(names, name) {
						names = append(names, name)
					}
				}
			}
		}
	}
	if len(names) < 2 {
		names = append(names, strings.ToLower(g.ambs[0].Excerpt))
	}
	if len(names) > 3 {
		names = names[:3]
	}
	var options []fcs.Option
	for _, n := range names {
		options = append(options, opt("One concept: “"+n+"”", fmt.Sprintf("All the names mean one concept, called “%s” everywhere.", n),
			"The other names are replaced; one glossary entry."))
	}
	options = append(options, opt("Different concepts", "The names denote different things; each is defined in the glossary.",
		"Both concepts are modelled separately; the glossary must say how they differ."))
	return single("Terminology", fmt.Sprintf("Do %s name the same concept?", quoteAll(names)), 0, 65, options...)
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "“" + n + "”"
	}
	return strings.Join(q, " and ")
}

// acronymChoice offers expansions: one spelled by the initials of words in
// the specification, known expansions, or a glossary entry.
func (a *Analyzer) acronymChoice(g *group, docs []reqDoc, t, r string) choice {
	acr := strings.TrimSuffix(g.ambs[0].Excerpt, "s")
	if x, ok := acronymOf(token{kind: tokWord, text: g.ambs[0].Excerpt}); ok && strings.Contains(g.ambs[0].Excerpt, "-") {
		acr, t = x, "“"+x+"”" // "MID" of "MID-compliant"
	}
	var exps []string
	if e := initialsIn(docs, acr, a.lex.stop); e != "" {
		exps = append(exps, e)
	}
	fromSpec := len(exps) > 0
	for _, e := range a.lex.expansions[acr] {
		if len(exps) < 2 && !slices.ContainsFunc(exps, func(x string) bool { return strings.EqualFold(x, e) }) {
			exps = append(exps, e)
		}
	}
	var options []fcs.Option
	for _, e := range exps {
		options = append(options, opt(e, fmt.Sprintf("%s stands for %s; the first use is written “%s (%s)”.", acr, e, e, acr),
			"The acronym is expanded at first use and added to the glossary."))
	}
	options = append(options, opt("Define in the glossary", fmt.Sprintf("Add %s to the glossary with its meaning.", acr),
		"The author must supply the meaning."))
	if len(options) < 2 {
		options = append(options, opt("Replace with the full term", fmt.Sprintf("Write the full term instead of %s.", acr),
			"No acronym to define; longer text."))
	}
	conf := 50
	switch {
	case fromSpec:
		conf = 80
	case len(exps) > 0:
		conf = 60
	}
	rec := 0
	return single("Undefined acronym", fmt.Sprintf("What does %s in %s stand for?", t, r), rec, conf, options...)
}

// initialsIn finds consecutive words in the requirements whose initials
// spell acr ("single sign-on" for SSO, counting hyphenated parts); stop
// words never take part.
func initialsIn(docs []reqDoc, acr string, stop map[string]bool) string {
	want := strings.ToLower(acr)
	if want == "" {
		return "" // a foreign finding with no letters to spell
	}
	for _, rd := range docs {
		ts := rd.doc.tokens
		for i := range ts {
			var parts []string
			var initials strings.Builder
			for k := i; k < len(ts) && initials.Len() < len(want); k++ {
				if ts[k].kind != tokWord || stop[ts[k].lower] || ts[k].text == acr {
					break
				}
				for _, p := range strings.Split(ts[k].lower, "-") {
					if p != "" {
						initials.WriteByte(p[0])
					}
				}
				parts = append(parts, ts[k].text)
			}
			if initials.String() == want && (len(parts) > 1 || strings.Contains(parts[0], "-")) {
				return strings.Join(parts, " ")
			}
		}
	}
	return ""
}

// fallbackChoice serves findings of rules it does not know (other
// analyzers), by type.
func fallbackChoice(g *group, t, r string) choice {
	topic := strings.ReplaceAll(string(g.typ), "_", " ")
	if topic == "" {
		topic = "ambiguity" // a foreign finding with no type
	}
	options := []fcs.Option{
		opt("Rewrite with one measurable meaning", fmt.Sprintf("Rewrite %s so that it has one interpretation and a measurable criterion.", t),
			"Testable; the author must choose the meaning."),
		opt("Keep as written", "Accept the wording as it is.", "The ambiguity stays; implementers decide."),
	}
	if g.typ == fcs.ConflictingRequirements {
		options = []fcs.Option{}
		for _, id := range g.reqIDs {
			if len(options) == 3 {
				break
			}
			options = append(options, opt("Keep "+id, fmt.Sprintf("%s wins; the other requirements change to match.", id), "One rule to implement."))
		}
		options = append(options, opt("Different rules per context", "Each requirement applies in its own context, stated explicitly.", "More cases to test."))
		if len(options) < 2 {
			options = append(options, opt("Keep as written", "Accept the wording as it is.", "The conflict stays."))
		}
	}
	return single(strings.ToUpper(topic[:1])+topic[1:], fmt.Sprintf("How should %s in %s be resolved?", t, r), 0, 50, options...)
}

// measureChoice offers units for a measure given as a bare number, by the
// measure the requirement names: temperature, time, else a generic set.
func measureChoice(g *group, docs []reqDoc, byID map[string]int, t, r string) choice {
	q := fmt.Sprintf("In what unit is %s in %s?", t, r)
	switch {
	case anyWord(g, docs, byID, "temperature", "temperatures"):
		return single("Missing unit", q, 0, 55,
			opt("Degrees Celsius", "The number is in °C.", "The SI-derived unit; usual outside the US."),
			opt("Degrees Fahrenheit", "The number is in °F.", "Usual in the US; convert for other markets."),
			opt("Kelvin", "The number is in K.", "Absolute scale; usual in scientific instruments."))
	case anyWord(g, docs, byID, "timeout", "time-out", "delay", "duration", "interval", "latency", "retention",
		"lifetime", "wait", "expiry", "expiration", "period", "runtime", "time"):
		rec := 1
		if anyWord(g, docs, byID, "timeout", "time-out", "retention", "lifetime", "expiry", "expiration", "period") {
			rec = 2
		}
		return single("Missing unit", q, rec, 45,
			opt("Milliseconds", "The number is in milliseconds.", "A tight, machine-speed bound."),
			opt("Seconds", "The number is in seconds.", "A user-visible wait."),
			opt("Minutes", "The number is in minutes.", "A session-scale or background period."),
			opt("Days", "The number is in days.", "A retention or expiry period."))
	}
	return single("Missing unit", q, 0, 40,
		opt("The SI unit of the measure", "State the number in the SI unit of the named measure (m, kg, s, V, Pa …).", "Unambiguous; may need conversion for display."),
		opt("The unit used in the domain", "State the number in the unit the domain customarily uses, named explicitly.", "Familiar to readers; must be named in the text."))
}

// durationChoice offers lengths for a plural unit of time given with no
// number ("within days"): 1, 3 or 10 of the unit.
func durationChoice(g *group, t, r string) choice {
	unit := strings.ToLower(g.ambs[0].Excerpt)
	one := "1 " + strings.TrimSuffix(unit, "s")
	return single("Duration", fmt.Sprintf("How long is %s in %s?", t, r), 1, 40,
		opt(one, fmt.Sprintf("The duration is at most %s.", one), "The tightest reading; needs prompt handling."),
		opt("3 "+unit, fmt.Sprintf("The duration is at most 3 %s.", unit), "A moderate reading of the plural."),
		opt("10 "+unit, fmt.Sprintf("The duration is at most 10 %s.", unit), "A loose reading; users may notice the wait."))
}
