// ESLint with the Next.js conventions (eslint-config-next: React, hooks, Next's own rules,
// TypeScript). Run by npm test before the suites; errors fail the run.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "clients/typescript/src/schema.ts",
      "clients/typescript/src/types.ts",
      "clients/typescript/dist/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      // A leading underscore names what is left out on purpose (`const { id: _id, ...rest } = x`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // React Compiler readiness: no library API the compiler cannot memoize (react-hook-form's
      // watch() is useWatch in the forms kit).
      "react-hooks/incompatible-library": "error",
    },
  },
  {
    // TanStack Table's useReactTable has no compiler-safe form (the React Compiler skips the
    // component, which is what it needs): the one table using it is the documented exception.
    files: ["components/data-table/data-table.tsx"],
    rules: { "react-hooks/incompatible-library": "off" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook; tests and tools render no React.
    files: ["e2e/**", "tests/**", "bench/**", "scripts/**"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
    },
  },
  {
    // The API tests speak the document's types (tests/api/api-types.ts). Still untyped: the fuzzer,
    // which walks the OpenAPI document itself as raw JSON; the Stripe double and its test, which
    // mirror Stripe's untyped wire objects; the OpenAPI document tests; and the browser specs.
    files: ["e2e/**", "tests/api/fuzz.test.ts", "tests/helpers/stripe-double/**", "tests/stripe/**", "tests/http/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
];

export default config;
