import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { assistQuestions, codeQuestions, companies, jobOsiQuestions, jobs, osiQuestions, users } from "../schema";

/**
 * The demo company's question bank (issue 16): recruiter-assist questions, one-sided interview
 * questions (three of them attached to the recruiter's first job, in order) and real code
 * questions with prompts and starter code in several languages, which the live room's editor
 * loads. Idempotent: each kind is seeded only while the company has none of it.
 */
type Difficulty = "BEGINNER" | "INTERMEDIATE" | "EXPERT";

const ASSIST: { questionnaireTitle: string; question: string; answer: string; difficulty: Difficulty; tags: string[]; category: string }[] = [
  {
    questionnaireTitle: "Backend screen",
    question: "What does a database index trade for faster reads?",
    answer: "Extra storage and slower writes: every insert, update and delete must also maintain the index. Good answers mention choosing indexes from real query patterns.",
    difficulty: "BEGINNER",
    tags: ["PostgreSQL", "SQL"],
    category: "Databases",
  },
  {
    questionnaireTitle: "Backend screen",
    question: "How would you make an HTTP endpoint that charges a card safe to retry?",
    answer: "An idempotency key stored with the result in the same transaction as the charge; a retry with the same key returns the stored result instead of charging again.",
    difficulty: "INTERMEDIATE",
    tags: ["API design", "Node.js"],
    category: "System design",
  },
  {
    questionnaireTitle: "Frontend screen",
    question: "When does React re-render a component, and how do you avoid needless renders?",
    answer: "When its state or props change or its parent renders. Keep state close to where it is used, memoise expensive children, and avoid new object identities in props.",
    difficulty: "INTERMEDIATE",
    tags: ["React", "TypeScript"],
    category: "Frontend",
  },
  {
    questionnaireTitle: "Senior panel",
    question: "Describe how you would split a monolith's billing module into a service.",
    answer: "Strangler pattern: route reads through a facade, dual-write or change-data-capture, migrate consumers one by one, keep one source of truth at every step, and have a rollback.",
    difficulty: "EXPERT",
    tags: ["Architecture"],
    category: "System design",
  },
];

const OSI: { question: string; responseSeconds: number }[] = [
  { question: "Tell us about yourself and what draws you to this role.", responseSeconds: 120 },
  { question: "Describe a production incident you helped resolve. What did you change afterwards?", responseSeconds: 180 },
  { question: "How do you decide what to test when time is short?", responseSeconds: 90 },
  { question: "Tell us about a time you disagreed with a teammate and how it ended.", responseSeconds: 120 },
  { question: "What would you want to learn in your first three months here?", responseSeconds: 60 },
];

const CODE: { code: string; title: string; difficulty: Difficulty; tag: string; language: string; prompt: string; starterCode: string }[] = [
  {
    code: "ARR-001",
    title: "Two sum",
    difficulty: "BEGINNER",
    tag: "arrays",
    language: "javascript",
    prompt: "Given an array of integers nums and an integer target, return the indices of the two numbers that add up to target. Each input has exactly one solution; do not use the same element twice.",
    starterCode: "/**\n * @param {number[]} nums\n * @param {number} target\n * @return {number[]}\n */\nfunction twoSum(nums, target) {\n  // your code here\n}\n\nconsole.log(twoSum([2, 7, 11, 15], 9)); // [0, 1]\n",
  },
  {
    code: "STR-001",
    title: "Valid parentheses",
    difficulty: "BEGINNER",
    tag: "stacks",
    language: "python",
    prompt: "Given a string containing only the characters ()[]{}, decide whether it is valid: every opening bracket is closed by the same type of bracket, in the correct order.",
    starterCode: 'def is_valid(s: str) -> bool:\n    # your code here\n    pass\n\n\nprint(is_valid("()[]{}"))  # True\nprint(is_valid("(]"))  # False\n',
  },
  {
    code: "MAP-001",
    title: "LRU cache",
    difficulty: "INTERMEDIATE",
    tag: "design",
    language: "typescript",
    prompt: "Implement a least-recently-used cache with a fixed capacity: get(key) returns the value or -1, put(key, value) inserts or updates and evicts the least recently used entry when full. Both in O(1).",
    starterCode:
      "class LRUCache {\n  constructor(private readonly capacity: number) {}\n\n  get(key: number): number {\n    // your code here\n    return -1;\n  }\n\n  put(key: number, value: number): void {\n    // your code here\n  }\n}\n\nconst cache = new LRUCache(2);\ncache.put(1, 1);\ncache.put(2, 2);\nconsole.log(cache.get(1)); // 1\n",
  },
  {
    code: "GRF-001",
    title: "Number of islands",
    difficulty: "INTERMEDIATE",
    tag: "graphs",
    language: "java",
    prompt: "Given a grid of '1' (land) and '0' (water), count the islands. An island is land connected horizontally or vertically and surrounded by water.",
    starterCode:
      "class Solution {\n    public int numIslands(char[][] grid) {\n        // your code here\n        return 0;\n    }\n\n    public static void main(String[] args) {\n        char[][] grid = {\n            {'1', '1', '0'},\n            {'0', '1', '0'},\n            {'0', '0', '1'},\n        };\n        System.out.println(new Solution().numIslands(grid)); // 2\n    }\n}\n",
  },
  {
    code: "CON-001",
    title: "Bounded worker pool",
    difficulty: "EXPERT",
    tag: "concurrency",
    language: "go",
    prompt: "Write Process(jobs []int, workers int) that squares every job using at most `workers` goroutines at once and returns the results in the input order.",
    starterCode:
      'package main\n\nimport "fmt"\n\nfunc Process(jobs []int, workers int) []int {\n\t// your code here\n\treturn nil\n}\n\nfunc main() {\n\tfmt.Println(Process([]int{1, 2, 3, 4}, 2)) // [1 4 9 16]\n}\n',
  },
  {
    code: "SQL-001",
    title: "Second highest salary per department",
    difficulty: "INTERMEDIATE",
    tag: "window functions",
    language: "sql",
    prompt: "Table employees(id, name, department, salary). For each department, return the second highest distinct salary, or no row when a department has fewer than two distinct salaries.",
    starterCode: "-- employees(id int, name text, department text, salary numeric)\nselect department, salary\nfrom employees\n-- your query here\n;\n",
  },
  {
    code: "BIN-001",
    title: "Search in a rotated sorted array",
    difficulty: "EXPERT",
    tag: "binary search",
    language: "cpp",
    prompt: "An ascending array of distinct integers was rotated at an unknown pivot. Return the index of target, or -1, in O(log n).",
    starterCode:
      "#include <iostream>\n#include <vector>\n\nint search(const std::vector<int>& nums, int target) {\n    // your code here\n    return -1;\n}\n\nint main() {\n    std::cout << search({4, 5, 6, 7, 0, 1, 2}, 0) << std::endl; // 4\n}\n",
  },
];

export async function seedQuestions(db: Db, log: (m: string) => void): Promise<void> {
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo")).limit(1);
  if (!demo) return;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, demo.id), inArray(users.email, ["recruiter@demo.test"])))
    .limit(1);
  const createdById = author?.id ?? null;

  if (!(await db.select({ id: assistQuestions.id }).from(assistQuestions).where(eq(assistQuestions.companyId, demo.id)).limit(1)).length) {
    await db.insert(assistQuestions).values(ASSIST.map((q) => ({ ...q, companyId: demo.id, createdById })));
    log(`question bank: ${ASSIST.length} recruiter-assist questions`);
  }

  if (!(await db.select({ id: osiQuestions.id }).from(osiQuestions).where(eq(osiQuestions.companyId, demo.id)).limit(1)).length) {
    const rows = await db
      .insert(osiQuestions)
      .values(OSI.map((q) => ({ ...q, companyId: demo.id, createdById })))
      .returning({ id: osiQuestions.id });
    // The recruiter's first job carries the first three, so the job detail and the one-sided
    // interview flow have something to show on a fresh start.
    const [job] = author
      ? await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.companyId, demo.id), eq(jobs.assigneeId, author.id))).orderBy(asc(jobs.jdNumber)).limit(1)
      : [];
    if (job) await db.insert(jobOsiQuestions).values(rows.slice(0, 3).map((r, i) => ({ companyId: demo.id, jobId: job.id, questionId: r.id, position: i + 1 })));
    log(`question bank: ${OSI.length} one-sided interview questions${job ? ", 3 attached to a demo job" : ""}`);
  }

  if (!(await db.select({ id: codeQuestions.id }).from(codeQuestions).where(eq(codeQuestions.companyId, demo.id)).limit(1)).length) {
    await db.insert(codeQuestions).values(CODE.map((q) => ({ ...q, companyId: demo.id, createdById })));
    log(`question bank: ${CODE.length} code questions`);
  }
}
