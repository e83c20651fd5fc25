package clarification_test

const childEnv = "CLARIFICATION_TEST_PRINT_HASHES"

func printHashes() int { return 1 }
