package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		// After the first signal, let a second one end the process the
		// default way, in case the cancellation checkpoint hangs.
		<-ctx.Done()
		stop()
	}()
	code := newApp(os.Stdin, os.Stdout, os.Stderr).main(ctx, os.Args[1:])
	stop()
	os.Exit(code)
}
