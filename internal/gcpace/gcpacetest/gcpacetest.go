package gcpacetest

import "runtime/metrics"

// Percent is the collector's target percentage in force (GOGC), read
// from runtime/metrics without changing it.
func Percent() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}
