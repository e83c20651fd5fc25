package decisions

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A collected gap: the specification uses a value it never collects.
// Login asks for an email address while sign-up collects a name, a phone
// number and a password; notices go "by email" to people whose address
// nothing asks for. Which value identifies a person, and where it comes
// from, is then open.

// field is a value a person gives about themselves.
type field struct {
	name string // as a question names it: "an email address"
	pats []lang.Pattern
}

var personFields = []field{
	{"email address", pats("email|e-mail|emails|e-mails", "mail address|addresses")},
	{"phone number", pats("phone|phones|telephone|telephones", "mobile number|numbers", "cell number|numbers")},
	{"user name", pats("username|usernames|userid|userids", "login|logon name|names", "user name|names|id|ids")},
}

// collectedFields are what a sign-up may collect besides the identifying
// fields, to tell a sign-up that lists what it collects.
var collectedFields = pats("name|names|address|addresses|password|passwords|birth|birthday|pin|photo|age")

func pats(srcs ...string) []lang.Pattern {
	out := make([]lang.Pattern, len(srcs))
	for i, s := range srcs {
		out[i] = lang.MustCompile(s)
	}
	return out
}

var (
	loginWords    = pats("login|logon|log-in|sign-in|signin", "log|sign in|into|on")
	signUpWords   = pats("signup|sign-up|registration|register|registers|registered|registering", "sign up", "create|creates|open|opens ... account|accounts")
	identityWords = pats("identify|identifies|identified|identifier|identifiers|unique")
)

// anyIn reports whether one of ps matches in toks.
func anyIn(ps []lang.Pattern, toks []lang.Token) bool { return anyMatch(ps, toks) }

// contexts groups the requirement units into the stretches a value is
// read in: the steps of one use case or section when it is short (up to
// fifteen), else each unit alone.
func contexts(tx *text) [][]int {
	bySec := map[string][]int{}
	var order []string
	for ui := range tx.requirementUnits() {
		r := tx.spec.Requirements[ui]
		key := r.Section
		if key == "" {
			key = section(r.ID)
		}
		if _, ok := bySec[key]; !ok {
			order = append(order, key)
		}
		bySec[key] = append(bySec[key], ui)
	}
	var out [][]int
	for _, k := range order {
		us := bySec[k]
		if k == "" || len(us) > 15 {
			for _, ui := range us {
				out = append(out, []int{ui})
			}
			continue
		}
		out = append(out, us)
	}
	return out
}

// ctxAny reports whether one of ps matches in a unit of the context, or
// in its section's title.
func ctxAny(tx *text, ctx []int, ps []lang.Pattern) bool {
	for _, ui := range ctx {
		if anyIn(ps, tx.units[ui].toks) {
			return true
		}
	}
	if sec := tx.spec.Requirements[ctx[0]].Section; sec != "" && len(ctx) > 1 {
		return anyIn(ps, lang.Tokenize(sec))
	}
	return false
}

// ctxFields returns the person fields a context names, by index, and
// whether it names other fields a form collects.
func ctxFields(tx *text, ctx []int) (map[int]bool, int) {
	got := map[int]bool{}
	others := 0
	for _, ui := range ctx {
		toks := tx.units[ui].toks
		for fi, f := range personFields {
			if anyIn(f.pats, toks) {
				got[fi] = true
			}
		}
		if anyIn(collectedFields, toks) {
			others++
		}
	}
	return got, others
}

func collectedGaps(tx *text, m *mentions) []gap {
	ctxs := contexts(tx)
	var logins, signUps [][]int
	for _, c := range ctxs {
		if ctxAny(tx, c, signUpWords) {
			signUps = append(signUps, c)
		} else if ctxAny(tx, c, loginWords) {
			logins = append(logins, c)
		}
	}
	if len(logins) == 0 || len(signUps) == 0 || tx.saysIdentity() {
		return nil
	}
	collected := map[int]bool{}
	others := 0
	for _, c := range signUps {
		f, o := ctxFields(tx, c)
		for k := range f {
			collected[k] = true
		}
		others += o
	}
	if len(collected)+others < 2 {
		// The sign-up does not list what it collects.
		return nil
	}
	for _, c := range logins {
		used, _ := ctxFields(tx, c)
		for fi := range personFields {
			if !used[fi] || collected[fi] {
				continue
			}
			return []gap{loginGap(tx, c, signUps[0], fi, collected)}
		}
	}
	return nil
}

// loginGap writes the question of a login that asks for a field the
// sign-up never collects.
func loginGap(tx *text, login, signUp []int, fi int, collected map[int]bool) gap {
	f := personFields[fi]
	ui := login[0]
	for _, k := range login {
		if anyIn(f.pats, tx.units[k].toks) {
			ui = k
			break
		}
	}
	u := tx.units[ui]
	var have []string
	for k := range personFields {
		if collected[k] {
			have = append(have, personFields[k].name)
		}
	}
	slices.Sort(have)
	gets := "other details"
	if len(have) > 0 {
		gets = "a " + strings.Join(have, " and a ")
	}
	var all []string
	for _, pf := range personFields {
		all = append(all, pf.name)
	}
	reqs := []string{u.req, tx.units[signUp[0]].req}
	return gap{
		rule: RuleCollected, unit: ui, from: 0, to: len(u.toks), reqs: reqs,
		topic: fmt.Sprintf("the login identifier: login asks for %s, sign-up never collects it", withA(f.name)),
		question: fmt.Sprintf("%s asks for %s to log in, but sign-up (%s) collects %s and no %s: what identifies a user at login — %s — and where is it collected and checked to be unique?",
			where(tx, ui), withA(f.name), stretch(tx, signUp), gets, f.name, orList(all)),
		context: fmt.Sprintf("%s; %s.", quoteUnit(tx, ui), quoteUnit(tx, signUp[0])),
		options: []fcs.Option{
			{Label: "Sign-up collects it too", Description: fmt.Sprintf("Sign-up asks for the %s, checks it is unique and uses it to log in.", f.name),
				Implications: "Login stays as written; sign-up gains a field and a uniqueness check."},
			{Label: "Log in with what sign-up collects", Description: "Login asks for the identifier sign-up already collects instead.",
				Implications: "No new field; the login step and its error messages change."},
			{Label: "Accept either", Description: "Users may log in with any identifier they registered, each unique.",
				Implications: "Convenient; every identifier must be unique and verified, and recovery must handle each."},
		},
		recommended: "Sign-up collects it too",
		impact:      4,
	}
}

// stretch names a context: the title of its section when it has several
// units and one, else its first requirement's ID.
func stretch(tx *text, ctx []int) string {
	if sec := strings.TrimSpace(tx.spec.Requirements[ctx[0]].Section); len(ctx) > 1 && sec != "" && len(sec) <= 60 {
		return sec
	}
	return tx.units[ctx[0]].req
}

// saysIdentity reports whether the specification states what identifies
// a user: "identified by", "unique email".
func (t *text) saysIdentity() bool {
	for _, u := range t.requirementUnits() {
		if anyIn(identityWords, u.toks) {
			for _, f := range personFields {
				if anyIn(f.pats, u.toks) {
					return true
				}
			}
		}
	}
	return false
}

// orList joins words as "a, b or c".
func orList(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}
