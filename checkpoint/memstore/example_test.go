package memstore_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
)

func Example() {
	ctx := context.Background()
	store := memstore.New()
	defer store.Close()

	type State struct {
		Questions []string `json:"questions"`
	}
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for seq, q := range []string{"scope?", "users?"} {
		state, _ := json.Marshal(State{Questions: []string{q}})
		err := store.Save(ctx, &checkpoint.Checkpoint{
			RunID: "run-1", Seq: int64(seq + 1), Batch: seq, Status: checkpoint.StatusRunning,
			Snapshot: true, State: state, Time: at.Add(time.Duration(seq) * time.Second),
		})
		if err != nil {
			fmt.Println(err)
			return
		}
	}

	latest, err := checkpoint.Latest(ctx, store, "run-1", nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	var st State
	if err := checkpoint.DecodeState(latest.State, &st); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(latest.Seq, latest.Batch, st.Questions)

	hist, _ := store.History(ctx, "run-1")
	for _, h := range hist {
		fmt.Println(h.Seq, h.Status, h.Time.Format(time.TimeOnly))
	}

	_, err = store.Load(ctx, "run-2", 0)
	fmt.Println(errors.Is(err, checkpoint.ErrNotFound))
	// Output:
	// 2 1 [users?]
	// 1 running 03:04:05
	// 2 running 03:04:06
	// true
}
