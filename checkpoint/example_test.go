package checkpoint_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/clarigraph/clarigraph/checkpoint"
)

func ExampleDecodeState() {
	type Option struct {
		Label string `json:"label"`
	}
	type Question struct {
		ID      string   `json:"id"`
		Options []Option `json:"options"`
	}
	type State struct {
		Questions []Question `json:"questions"`
	}

	var st State
	err := checkpoint.DecodeState(json.RawMessage(`{"questions":[{"id":"q1","options":[{"label":"yes"}]}]}`), &st)
	fmt.Println(err, st.Questions[0].Options[0].Label)

	// A field the type does not have fails closed, naming where it is.
	err = checkpoint.DecodeState(json.RawMessage(`{"questions":[{"id":"q1","options":[{"label":"yes","weight":2}]}]}`), &st)
	var de *checkpoint.DecodeError
	fmt.Println(errors.As(err, &de), de.Path, errors.Is(err, checkpoint.ErrUnknownField))
	// Output:
	// <nil> yes
	// true questions[0].options[0].weight true
}

func ExampleDecode() {
	data, err := checkpoint.Encode(&checkpoint.Checkpoint{RunID: "run-1", Seq: 1, Status: checkpoint.StatusCompleted})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%q, version %d, body of %d bytes\n", data[:4], data[4], len(data)-41)

	cp, err := checkpoint.Decode(data)
	fmt.Println(cp.RunID, cp.Status, len(cp.Checksum), err)

	data[len(data)-2] ^= 1 // one flipped bit
	_, err = checkpoint.Decode(data)
	fmt.Println(errors.Is(err, checkpoint.ErrCorrupt))
	// Output:
	// "CGCP", version 1, body of 276 bytes
	// run-1 completed 64 <nil>
	// true
}
