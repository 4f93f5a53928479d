import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "db/migrations/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Layering: app/ and components/ use lib/, db/seed uses lib/; lib/ never reaches back up.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components", "@/components/*", "**/components/*"], message: "lib/ never imports from components/: move the shared type or rule into lib/." },
            { group: ["@/db/seed", "@/db/seed/*", "**/db/seed", "**/db/seed/*"], message: "lib/ never imports from db/seed: reference data lives in lib/catalogue." },
            { group: ["@/app", "@/app/*", "../app/*", "../../app/*", "../../../app/*"], message: "lib/ never imports from app/: routes call lib, not the reverse." },
          ],
        },
      ],
    },
  },
];
export default config;
