import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["test/setup-paradigms.ts"], // the paradigm registry loaded, as by the barrel and the command line
    globalSetup: ["test/public-data-setup.ts"], // says once which tests skip without the public datasets
  },
});
