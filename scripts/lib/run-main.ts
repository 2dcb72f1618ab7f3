// The tail of every command-line script: exit with main's code; an unexpected error prints its message and exits 1.
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
