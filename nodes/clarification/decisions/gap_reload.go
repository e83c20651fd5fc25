package decisions

import (
	"fmt"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A reload gap: the specification loads things it acts on from files
// ("load trade plans from YAML files") and never says what a change to
// such a file does while it runs — read again at once, at the next start,
// or on a command — nor what becomes of one in use when it is edited or
// removed.

// loaders are the verbs that take definitions in from files.
var loaders = set("load loads loaded loading read reads import imports imported")

// fileWords name a file a system reads definitions from.
var fileWords = set("yaml yml json toml xml csv ini file files config configuration")

// reloadWords say when a changed file is read again.
var reloadWords = set("reload reloads reloaded reloading hot-reload hot-reloading re-read re-reads reread rereads watch watches watched")

func reloadGaps(tx *text, m *mentions) []gap {
	if tx.saysReload() {
		return nil
	}
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !loaders[t.Lower()] {
				continue
			}
			from, to, ok := objectAfter(u.toks, i)
			if !ok || to >= len(u.toks) || u.toks[to].Lower() != "from" {
				continue
			}
			fileEnd, ok := fileAfter(u.toks, to+1)
			if !ok {
				continue
			}
			obj := phrase{unit: ui, from: from, to: to}
			thing := lowerWords(singular(tx, obj))
			if vagueThings[obj.head(tx)] && obj.head(tx) != "configuration" {
				continue
			}
			lo, _ := clause(u, i, i+1, 4)
			hi := fileEnd
			q := quote(u, lo, hi)
			return []gap{{
				rule: RuleReload, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic: fmt.Sprintf("when a changed %s file takes effect", thing),
				question: fmt.Sprintf("%s says “%s”: when a %s is changed in its file while the system runs, is it reloaded at once, only at the next start, or on a command — and what happens to a %s that is in use when it is edited or removed?",
					where(tx, ui), q, thing, thing),
				context: quoteUnit(tx, ui) + "; nothing says when a change to the file takes effect.",
				options: []fcs.Option{
					{Label: "Read at start only", Description: "Changes take effect at the next start; the running system keeps what it loaded.",
						Implications: "Predictable and simple; a change needs a restart, which must be safe for work in progress."},
					{Label: "Reload on a command", Description: "An explicit reload command validates the files and applies them; what is in use finishes under the old definition.",
						Implications: "Controlled changes without a restart; needs validation and a rule for work in progress."},
					{Label: "Watch and reload at once", Description: "The system notices a changed file and applies it immediately, rejecting an invalid one.",
						Implications: "Fast to use; a half-saved or wrong file can change live behaviour, so validation and logging are essential."},
				},
				recommended: "Reload on a command",
				impact:      4,
			}}
		}
	}
	return nil
}

// fileAfter reports whether a file is named within four words from
// toks[i] ("from YAML files", "from the config.yaml"), and where the
// naming ends.
func fileAfter(toks []lang.Token, i int) (int, bool) {
	for k := i; k < len(toks) && k < i+4; k++ {
		if fileWords[toks[k].Lower()] {
			for k+1 < len(toks) && fileWords[toks[k+1].Lower()] && toks[k+1].Punct() == "" {
				k++
			}
			return k + 1, true
		}
	}
	return 0, false
}

// saysReload reports whether the specification says anywhere when a
// change takes effect: a word of reloading, or "take(s) effect".
func (t *text) saysReload() bool {
	for i, tok := range t.all {
		if reloadWords[tok.Lower()] || tok.Lemma() == "take" && i+1 < len(t.all) && t.all[i+1].Lower() == "effect" {
			return true
		}
	}
	return false
}
