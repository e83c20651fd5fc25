package main

import (
	"io"
	"unicode/utf8"
)

// key is one key press read from the terminal in raw mode: a rune (control
// characters included), or the end of the input.
type key struct {
	r   rune
	eof bool
}

// Control keys.
const (
	keyCtrlC     = 0x03
	keyCtrlD     = 0x04
	keyBackspace = 0x08
	keyEnter     = '\r'
	keyNewline   = '\n'
	keyCtrlU     = 0x15
	keyEscape    = 0x1b
	keyDelete    = 0x7f
)

// readKeys reads r until it ends, sending every key on the channel it
// returns, and the end of input last. An escape sequence (an arrow or a
// function key) is sent as one keyEscape: a key pressed that types
// nothing. The goroutine lives as long as r delivers
// input: the command starts it once, on its stdin, when it first prompts.
func readKeys(r io.Reader) <-chan key {
	ch := make(chan key, 64)
	go func() {
		defer close(ch)
		var pending []byte
		buf := make([]byte, 256)
		esc := 0 // 1: after ESC, 2: inside a CSI sequence
		for {
			n, err := r.Read(buf)
			pending = append(pending, buf[:n]...)
			for len(pending) > 0 {
				if !utf8.FullRune(pending) && err == nil {
					break
				}
				c, size := utf8.DecodeRune(pending)
				pending = pending[size:]
				switch {
				case esc == 1:
					esc = 0
					if c == '[' || c == 'O' {
						esc = 2
						continue
					}
					ch <- key{r: keyEscape} // Alt with a key: pressed, not typed
					continue
				case esc == 2:
					if c >= 0x40 && c <= 0x7e {
						esc = 0
						ch <- key{r: keyEscape} // an arrow or function key: pressed, not typed
					}
					continue
				case c == keyEscape:
					esc = 1
					continue
				}
				ch <- key{r: c}
			}
			if err != nil {
				ch <- key{eof: true}
				return
			}
		}
	}()
	return ch
}
