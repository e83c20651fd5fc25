// Package gcpacetest helps tests of code that paces the garbage collector
// (package gcpace): Percent reads the collector's target percentage
// without changing it, as runtime/debug.SetGCPercent would. It is a test
// helper: only _test.go files import it.
//
//	outer := gcpacetest.Percent()
//	release := gcpace.Hold(gcpace.Default, 5<<20)
//	// gcpacetest.Percent() is now 20 (or the lower GOGC set)
//	release()
package gcpacetest
