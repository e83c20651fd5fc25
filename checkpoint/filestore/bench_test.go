package filestore_test

import (
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
)

// BenchmarkSave saves one batch's record with a 1 KB delta (two fsyncs:
// the file and its directory; none with WithoutSync).
func BenchmarkSave(b *testing.B) {
	b.Run("sync", func(b *testing.B) { benchmarkSave(b) })
	b.Run("nosync", func(b *testing.B) { benchmarkSave(b, filestore.WithoutSync()) })
}

func benchmarkSave(b *testing.B, opts ...filestore.Option) {
	s, err := filestore.Open(b.TempDir(), opts...)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	checkpointtest.BenchSave(b, s)
}
