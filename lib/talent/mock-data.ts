import type { SkillCategory } from "@/lib/catalogue/data";

/**
 * Word lists of the talent generator (lib/talent/mock.ts). People and companies are invented;
 * universities and certification bodies are real names because recruiters read them. Every
 * technology named here is a catalogue entry of its category (lib/catalogue/data.ts STACKS),
 * which a unit test checks, so filters by stack find generated talents.
 */

// ─── people ────────────────────────────────────────────────────────────────────────────────

export type Culture = "anglo" | "french" | "indian" | "chinese" | "hispanic" | "arabic" | "westAfrican" | "korean" | "vietnamese" | "polish";

type NamePool = { first: readonly string[]; last: readonly string[]; citizenship: readonly string[] };

export const NAMES: Readonly<Record<Culture, NamePool>> = {
  anglo: {
    first: ["James", "Olivia", "Liam", "Emma", "Noah", "Ava", "Ethan", "Sophia", "Mason", "Isabella", "Lucas", "Mia", "Benjamin", "Charlotte", "Henry", "Amelia", "Jack", "Harper", "Owen", "Grace", "Daniel", "Chloe", "Ryan", "Hannah", "Nathan", "Emily", "Samuel", "Lily", "Caleb", "Abigail", "Megan", "Connor"],
    last: ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Jackson", "White", "Harris", "Clark", "Lewis", "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Campbell", "Mitchell", "Roberts", "Turner", "Cooper", "Reed", "Bailey", "Murphy", "Kelly"],
    citizenship: [],
  },
  french: {
    first: ["Camille", "Léa", "Manon", "Chloé", "Inès", "Juliette", "Louise", "Clara", "Hugo", "Louis", "Gabriel", "Arthur", "Jules", "Raphaël", "Théo", "Mathis", "Antoine", "Maxime", "Élodie", "Amélie", "Margaux", "Baptiste", "Quentin", "Étienne", "Océane", "Romain", "Pauline", "Guillaume"],
    last: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Morel", "Girard", "Mercier", "Dupont", "Lambert", "Bonnet", "Rousseau", "Blanc", "Guérin", "Fontaine", "Chevalier", "Gauthier", "Perrin"],
    citizenship: ["FR"],
  },
  indian: {
    first: ["Aarav", "Vihaan", "Aditya", "Arjun", "Rohan", "Karthik", "Rahul", "Vikram", "Sanjay", "Nikhil", "Priya", "Ananya", "Diya", "Isha", "Kavya", "Meera", "Neha", "Pooja", "Riya", "Sneha", "Lakshmi", "Divya", "Harsha", "Siddharth", "Anil", "Deepak", "Shreya", "Varun"],
    last: ["Sharma", "Patel", "Reddy", "Iyer", "Nair", "Gupta", "Singh", "Kumar", "Rao", "Menon", "Joshi", "Mehta", "Desai", "Chatterjee", "Banerjee", "Pillai", "Krishnan", "Agarwal", "Verma", "Kapoor", "Bhat", "Naidu", "Shetty", "Kulkarni"],
    citizenship: ["IN"],
  },
  chinese: {
    first: ["Wei", "Jing", "Ming", "Xiao", "Hui", "Yan", "Jun", "Lei", "Fang", "Hao", "Mei", "Yu", "Ling", "Tao", "Xin", "Zhen", "Yifan", "Ruoxi"],
    last: ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun", "Ma", "Zhu", "Hu", "Guo", "Lin", "He"],
    citizenship: ["CN", "TW", "SG"],
  },
  hispanic: {
    first: ["Mateo", "Santiago", "Sofía", "Valentina", "Camila", "Diego", "Alejandro", "Lucía", "Isabela", "Gabriela", "Javier", "Carlos", "Daniela", "Andrés", "Mariana", "Fernando", "Paula", "Miguel", "Elena", "Ricardo"],
    last: ["García", "Rodríguez", "Martínez", "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Morales", "Ortiz", "Castillo", "Vargas", "Romero", "Jiménez"],
    citizenship: ["MX", "CO", "ES", "AR", "CL"],
  },
  arabic: {
    first: ["Omar", "Youssef", "Karim", "Amir", "Layla", "Nour", "Yasmine", "Sara", "Hassan", "Fatima", "Rami", "Samir", "Leila", "Zaid", "Mariam", "Tarek", "Hana", "Khalid"],
    last: ["Haddad", "Khalil", "Mansour", "Nasser", "Saleh", "Farouk", "Aziz", "Rahman", "Hamdan", "Bakri", "Sayed", "Benali", "Amrani", "Chaoui", "El Idrissi"],
    citizenship: ["MA", "LB", "EG", "DZ", "TN", "JO"],
  },
  westAfrican: {
    first: ["Chinedu", "Ngozi", "Oluwaseun", "Adaeze", "Emeka", "Funmilayo", "Kwame", "Ama", "Kofi", "Abena", "Tunde", "Chiamaka", "Ifeoma", "Yaw", "Folake", "Obinna"],
    last: ["Okafor", "Adeyemi", "Okeke", "Mensah", "Boateng", "Nwosu", "Balogun", "Eze", "Owusu", "Adebayo", "Asante", "Obi", "Chukwu", "Ogunleye"],
    citizenship: ["NG", "GH", "SN", "CI"],
  },
  korean: {
    first: ["Min-jun", "Seo-yeon", "Ji-woo", "Ha-eun", "Do-yun", "Seo-jun", "Ji-ho", "Soo-ah", "Hyun-woo", "Eun-ji"],
    last: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim"],
    citizenship: ["KR"],
  },
  vietnamese: {
    first: ["Minh", "Linh", "Anh", "Trang", "Tuan", "Huong", "Duc", "Thao", "Khanh", "Phuong"],
    last: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang", "Bui", "Do", "Ngo"],
    citizenship: ["VN"],
  },
  polish: {
    first: ["Jakub", "Kacper", "Zofia", "Anna", "Piotr", "Katarzyna", "Tomasz", "Agnieszka", "Marek", "Ewa", "Paweł", "Magdalena"],
    last: ["Nowak", "Kowalczyk", "Wójcik", "Mazur", "Krawczyk", "Kaczmarek", "Zając", "Król", "Wieczorek", "Jabłoński", "Michalak", "Sikora"],
    citizenship: ["PL"],
  },
};

// ─── places ────────────────────────────────────────────────────────────────────────────────

export type CountryProfile = {
  code: "US" | "CA" | "IN" | "FR" | "GB";
  weight: number;
  /** State → city; every pair exists in lib/profiles/location/regions.ts REGIONS. */
  hubs: readonly (readonly [string, string])[];
  cultures: readonly (readonly [Culture, number])[];
  dialCode: string;
  universities: readonly string[];
  /** Degree names in the country's usual wording, by level. */
  degrees: { UNDERGRADUATE: readonly string[]; MASTERS: readonly string[]; PHD: readonly string[]; HIGH_SCHOOL: readonly string[] };
  schools: readonly string[];
};

export const COUNTRIES: readonly CountryProfile[] = [
  {
    code: "US",
    weight: 30,
    hubs: [
      ["Texas", "Austin"],
      ["Texas", "Dallas"],
      ["Washington", "Seattle"],
      ["New York", "New York"],
      ["Illinois", "Chicago"],
      ["California", "San Francisco"],
      ["California", "San Jose"],
      ["Michigan", "Detroit"],
      ["Michigan", "Ann Arbor"],
      ["Georgia", "Atlanta"],
      ["Massachusetts", "Boston"],
      ["Colorado", "Denver"],
      ["North Carolina", "Raleigh"],
      ["Minnesota", "Minneapolis"],
    ],
    cultures: [
      ["anglo", 45],
      ["hispanic", 18],
      ["indian", 13],
      ["chinese", 8],
      ["westAfrican", 5],
      ["korean", 4],
      ["arabic", 3],
      ["vietnamese", 3],
      ["polish", 1],
    ],
    dialCode: "+1",
    universities: ["University of Michigan", "Georgia Institute of Technology", "University of Texas at Austin", "Purdue University", "University of Washington", "Arizona State University", "Rutgers University", "Penn State University", "University of Illinois Urbana-Champaign", "Northeastern University"],
    degrees: {
      HIGH_SCHOOL: ["High School Diploma"],
      UNDERGRADUATE: ["Bachelor of Science in Computer Science", "Bachelor of Science in Software Engineering", "Bachelor of Science in Information Systems", "Bachelor of Arts in Mathematics", "Bachelor of Science in Electrical Engineering"],
      MASTERS: ["Master of Science in Computer Science", "Master of Science in Data Science", "MBA", "Master of Science in Information Systems"],
      PHD: ["PhD in Computer Science", "PhD in Statistics"],
    },
    schools: ["Lincoln High School", "Roosevelt High School", "Westview High School"],
  },
  {
    code: "CA",
    weight: 20,
    hubs: [
      ["Ontario", "Toronto"],
      ["Ontario", "Ottawa"],
      ["Ontario", "Waterloo"],
      ["Ontario", "Mississauga"],
      ["Quebec", "Montreal"],
      ["Quebec", "Quebec City"],
      ["British Columbia", "Vancouver"],
      ["Alberta", "Calgary"],
      ["Alberta", "Edmonton"],
      ["Nova Scotia", "Halifax"],
    ],
    cultures: [
      ["anglo", 34],
      ["french", 20],
      ["indian", 15],
      ["chinese", 12],
      ["arabic", 6],
      ["hispanic", 4],
      ["westAfrican", 4],
      ["korean", 2],
      ["vietnamese", 2],
      ["polish", 1],
    ],
    dialCode: "+1",
    universities: ["University of Toronto", "University of Waterloo", "McGill University", "University of British Columbia", "Concordia University", "Université de Montréal", "University of Alberta", "Dalhousie University"],
    degrees: {
      HIGH_SCHOOL: ["Ontario Secondary School Diploma", "Diplôme d'études secondaires"],
      UNDERGRADUATE: ["Bachelor of Computer Science", "Bachelor of Applied Science in Computer Engineering", "Bachelor of Software Engineering", "Bachelor of Mathematics"],
      MASTERS: ["Master of Computer Science", "Master of Engineering", "Master of Data Science", "MBA"],
      PHD: ["PhD in Computer Science", "PhD in Electrical and Computer Engineering"],
    },
    schools: ["Northern Secondary School", "Collège Jean-de-Brébeuf", "Lord Byng Secondary School"],
  },
  {
    code: "IN",
    weight: 16,
    hubs: [
      ["Karnataka", "Bengaluru"],
      ["Telangana", "Hyderabad"],
      ["Maharashtra", "Pune"],
      ["Maharashtra", "Mumbai"],
      ["Tamil Nadu", "Chennai"],
      ["Uttar Pradesh", "Noida"],
      ["Haryana", "Gurugram"],
      ["Kerala", "Kochi"],
      ["Delhi", "New Delhi"],
    ],
    cultures: [["indian", 100]],
    dialCode: "+91",
    universities: ["IIT Bombay", "IIT Madras", "NIT Trichy", "BITS Pilani", "Anna University", "VIT Vellore", "Savitribai Phule Pune University", "Jadavpur University", "Osmania University"],
    degrees: {
      HIGH_SCHOOL: ["Higher Secondary Certificate (Science)", "CBSE Class XII"],
      UNDERGRADUATE: ["B.Tech in Computer Science and Engineering", "B.E. in Information Technology", "B.Sc in Computer Science", "B.Tech in Electronics and Communication", "BCA"],
      MASTERS: ["M.Tech in Computer Science", "MCA", "M.Sc in Data Science", "MBA"],
      PHD: ["PhD in Computer Science"],
    },
    schools: ["Delhi Public School", "Kendriya Vidyalaya", "St. Joseph's Boys' High School"],
  },
  {
    code: "FR",
    weight: 13,
    hubs: [
      ["Île-de-France", "Paris"],
      ["Île-de-France", "Boulogne-Billancourt"],
      ["Auvergne-Rhône-Alpes", "Lyon"],
      ["Auvergne-Rhône-Alpes", "Grenoble"],
      ["Occitanie", "Toulouse"],
      ["Occitanie", "Montpellier"],
      ["Pays de la Loire", "Nantes"],
      ["Hauts-de-France", "Lille"],
      ["Nouvelle-Aquitaine", "Bordeaux"],
      ["Bretagne", "Rennes"],
    ],
    cultures: [
      ["french", 68],
      ["arabic", 15],
      ["westAfrican", 8],
      ["hispanic", 4],
      ["vietnamese", 3],
      ["polish", 2],
    ],
    dialCode: "+33",
    universities: ["Université Paris-Saclay", "École Polytechnique", "INSA Lyon", "Université de Bordeaux", "EPITA", "Télécom Paris", "Université de Lille", "Université Toulouse III", "CentraleSupélec", "Université de Nantes"],
    degrees: {
      HIGH_SCHOOL: ["Baccalauréat général", "Baccalauréat STI2D"],
      UNDERGRADUATE: ["Licence Informatique", "BUT Informatique", "Licence Mathématiques et informatique"],
      MASTERS: ["Diplôme d'ingénieur en informatique", "Master Informatique", "Master Science des données", "MSc Big Data"],
      PHD: ["Doctorat en informatique"],
    },
    schools: ["Lycée Henri-IV", "Lycée du Parc", "Lycée Pierre de Fermat"],
  },
  {
    code: "GB",
    weight: 12,
    hubs: [
      ["England", "London"],
      ["England", "Manchester"],
      ["England", "Bristol"],
      ["England", "Cambridge"],
      ["England", "Leeds"],
      ["England", "Birmingham"],
      ["Scotland", "Edinburgh"],
      ["Scotland", "Glasgow"],
      ["Wales", "Cardiff"],
      ["Northern Ireland", "Belfast"],
    ],
    cultures: [
      ["anglo", 58],
      ["indian", 15],
      ["polish", 8],
      ["westAfrican", 8],
      ["chinese", 5],
      ["arabic", 4],
      ["hispanic", 2],
    ],
    dialCode: "+44",
    universities: ["University of Manchester", "Imperial College London", "University of Edinburgh", "University of Bristol", "King's College London", "University of Leeds", "University of Glasgow", "Cardiff University"],
    degrees: {
      HIGH_SCHOOL: ["A-Levels", "Scottish Highers"],
      UNDERGRADUATE: ["BSc Computer Science", "BEng Software Engineering", "BSc Mathematics", "BSc Information Technology"],
      MASTERS: ["MSc Computer Science", "MSc Data Science", "MSc Artificial Intelligence", "MBA"],
      PHD: ["PhD in Computer Science"],
    },
    schools: ["Manchester Grammar School", "George Heriot's School", "Bristol Grammar School"],
  },
];

/** Where a culture's people most often studied before moving, when not in their current country. */
export const CULTURE_STUDY_COUNTRY: Partial<Record<Culture, CountryProfile["code"]>> = { indian: "IN", french: "FR" };

// ─── companies ─────────────────────────────────────────────────────────────────────────────

export const COMPANY_PREFIXES = [
  "Northwind",
  "Bluepeak",
  "Cedarline",
  "Granite",
  "Lumen",
  "Harborview",
  "Quantix",
  "Silverline",
  "Redwood",
  "Atlas",
  "Orion",
  "Keystone",
  "Meridian",
  "Brightwave",
  "Ironbridge",
  "Summit",
  "Pinecrest",
  "Nimbus",
  "Vertex",
  "Crescent",
  "Maplebrook",
  "Tidewater",
  "Everlane",
  "Copperleaf",
  "Skyward",
  "Fairmont",
  "Beacon",
  "Stonegate",
] as const;

export const COMPANY_SUFFIXES = [
  "Labs",
  "Software",
  "Systems",
  "Technologies",
  "Analytics",
  "Digital",
  "Health",
  "Financial",
  "Logistics",
  "Networks",
  "Retail Group",
  "Insurance",
  "Media",
  "Consulting",
  "Robotics",
  "Bank",
  "Energy",
  "Mobility",
] as const;

// ─── roles ─────────────────────────────────────────────────────────────────────────────────

export type StackGroup = { category: SkillCategory; options: readonly string[]; min: number; max: number };
export type ProjectIdea = { name: string; what: string };

export type Archetype = {
  key: "frontend" | "backend" | "fullstack" | "data" | "ml" | "devops" | "qa" | "mobile" | "design" | "product" | "project";
  weight: number;
  /** A value of SPECIALITIES. */
  speciality: string;
  /** By seniority: junior (<2 years), mid (<5), senior (<10), lead. */
  titles: readonly [string, string, string, string];
  groups: readonly StackGroup[];
  projects: readonly ProjectIdea[];
  duties: readonly string[];
  focus: readonly string[];
  certifications: readonly (readonly [string, string])[];
  /** Research-heavy roles, where a PhD is common enough to show up. */
  phdLikely: boolean;
};

const SOFT: StackGroup = { category: "Competencies", options: ["Communication", "Teamwork", "Problem Solving", "Collaboration", "Mentoring", "Attention to Detail", "Adaptability", "Critical Thinking"], min: 0, max: 2 };
const METHODS: StackGroup = { category: "Methodologies", options: ["Agile", "Scrum", "Kanban", "CI/CD", "Code Review", "Test-Driven Development", "Pair Programming"], min: 1, max: 2 };

export const ARCHETYPES: readonly Archetype[] = [
  {
    key: "frontend",
    weight: 16,
    speciality: "Frontend Development",
    titles: ["Junior Frontend Developer", "Frontend Developer", "Senior Frontend Engineer", "Lead Frontend Engineer"],
    groups: [
      { category: "Language", options: ["JavaScript", "TypeScript", "HTML", "CSS", "Sass"], min: 3, max: 5 },
      { category: "Framework", options: ["React", "Angular", "Vue.js", "Next.js", "Redux", "Tailwind CSS", "Material UI", "Svelte"], min: 2, max: 4 },
      { category: "Tools", options: ["Webpack", "Vite", "Git", "Figma", "npm", "Jira", "GitHub"], min: 2, max: 4 },
      { category: "Quality Assurance", options: ["Jest", "Cypress", "Testing Library", "Playwright", "Vitest"], min: 1, max: 2 },
      { category: "Programming Concept", options: ["Responsive Design", "Web Accessibility", "Design Patterns", "Asynchronous Programming"], min: 1, max: 2 },
      METHODS,
      SOFT,
    ],
    projects: [
      { name: "Customer Self-Service Portal", what: "a self-service portal where customers manage orders, invoices and returns" },
      { name: "Checkout Redesign", what: "the checkout flow, rebuilt as accessible single-page steps" },
      { name: "Design System", what: "a shared component library with documented tokens used by six product teams" },
      { name: "Analytics Dashboard", what: "an analytics dashboard with live charts and saved filters" },
      { name: "Booking Widget", what: "an embeddable booking widget loaded on partner websites" },
    ],
    duties: [
      "Built and maintained user interfaces in close collaboration with designers and backend engineers.",
      "Improved Core Web Vitals and bundle size across the main customer journeys.",
      "Introduced component tests and visual regression checks in the CI pipeline.",
      "Made key screens keyboard-accessible and compliant with WCAG 2.1 AA.",
      "Reviewed pull requests and mentored junior developers on state management patterns.",
    ],
    focus: ["accessible, fast interfaces", "design systems and component libraries", "front-end performance"],
    certifications: [
      ["Meta Front-End Developer Professional Certificate", "Meta"],
      ["Certified Professional in Accessibility Core Competencies (CPACC)", "IAAP"],
    ],
    phdLikely: false,
  },
  {
    key: "backend",
    weight: 18,
    speciality: "Backend Development",
    titles: ["Junior Backend Developer", "Backend Developer", "Senior Backend Engineer", "Principal Backend Engineer"],
    groups: [
      { category: "Language", options: ["Java", "Python", "Go", "C#", "TypeScript", "SQL", "Scala"], min: 2, max: 3 },
      { category: "Framework", options: ["Spring Boot", "Spring", "Hibernate", "Django", "FastAPI", "Flask", "Express", "NestJS", "ASP.NET Core", ".NET", "Gin"], min: 1, max: 3 },
      { category: "Database", options: ["PostgreSQL", "MySQL", "MongoDB", "Redis", "Oracle Database", "Microsoft SQL Server", "Elasticsearch", "DynamoDB"], min: 2, max: 3 },
      { category: "Technology", options: ["REST", "GraphQL", "gRPC", "Apache Kafka", "RabbitMQ", "Node.js", "OAuth 2.0", "OpenAPI"], min: 2, max: 4 },
      { category: "Cloud", options: ["AWS", "Azure", "GCP", "AWS Lambda", "Amazon S3"], min: 1, max: 2 },
      { category: "Programming Concept", options: ["Microservices", "Design Patterns", "Distributed Systems", "System Design", "Caching", "Concurrency", "Event-Driven Architecture"], min: 1, max: 3 },
      { category: "Tools", options: ["Docker", "Git", "Jenkins", "Maven", "Gradle", "Postman", "Swagger"], min: 2, max: 3 },
      METHODS,
    ],
    projects: [
      { name: "Payments Gateway", what: "a payments service processing card and bank transfers with idempotent retries" },
      { name: "Claims Processing Platform", what: "the claims intake and adjudication services" },
      { name: "Order Management API", what: "order, stock and fulfilment APIs consumed by web and mobile clients" },
      { name: "Identity Service", what: "single sign-on and token issuance for internal and partner applications" },
      { name: "Notification Hub", what: "an event-driven hub sending e-mail, SMS and push notifications" },
    ],
    duties: [
      "Designed and operated REST and event-driven services handling millions of requests a day.",
      "Modelled relational schemas and tuned slow queries and indexes.",
      "Split a monolith into independently deployable services with clear contracts.",
      "Wrote integration tests against real databases and raised coverage on critical paths.",
      "Took part in the on-call rotation and wrote post-incident reviews.",
    ],
    focus: ["scalable APIs and data models", "distributed systems", "reliable payment and order flows"],
    certifications: [
      ["Oracle Certified Professional, Java SE 17 Developer", "Oracle"],
      ["AWS Certified Developer – Associate", "Amazon Web Services"],
      ["Microsoft Certified: Azure Developer Associate", "Microsoft"],
    ],
    phdLikely: false,
  },
  {
    key: "fullstack",
    weight: 12,
    speciality: "Full Stack Development",
    titles: ["Junior Full Stack Developer", "Full Stack Developer", "Senior Full Stack Engineer", "Lead Software Engineer"],
    groups: [
      { category: "Language", options: ["JavaScript", "TypeScript", "Python", "HTML", "CSS", "Ruby", "PHP"], min: 3, max: 4 },
      { category: "Framework", options: ["React", "Next.js", "Vue.js", "Angular", "Express", "NestJS", "Django", "Ruby on Rails", "Laravel"], min: 2, max: 4 },
      { category: "Technology", options: ["Node.js", "REST", "GraphQL", "WebSockets", "JWT"], min: 1, max: 3 },
      { category: "Database", options: ["PostgreSQL", "MySQL", "MongoDB", "Redis"], min: 1, max: 2 },
      { category: "Cloud", options: ["AWS", "Vercel", "Heroku", "Firebase", "Azure"], min: 1, max: 2 },
      { category: "Tools", options: ["Git", "Docker", "GitHub Actions", "Jira", "Vite"], min: 2, max: 3 },
      METHODS,
      SOFT,
    ],
    projects: [
      { name: "Marketplace Platform", what: "a two-sided marketplace with listings, search, messaging and payouts" },
      { name: "Internal Admin Console", what: "the back-office console used by support and operations" },
      { name: "Subscription Billing", what: "plans, invoices and dunning for a subscription product" },
      { name: "Field Service App", what: "a scheduling and dispatch web application for field technicians" },
    ],
    duties: [
      "Delivered features end to end, from database migrations to the user interface.",
      "Set up continuous deployment with preview environments for every pull request.",
      "Worked directly with product managers to slice features into small releases.",
      "Maintained the authentication and permission layers of the application.",
    ],
    focus: ["shipping complete features end to end", "product-minded engineering", "web platforms"],
    certifications: [
      ["AWS Certified Cloud Practitioner", "Amazon Web Services"],
      ["MongoDB Certified Developer Associate", "MongoDB"],
    ],
    phdLikely: false,
  },
  {
    key: "data",
    weight: 9,
    speciality: "Data Engineering",
    titles: ["Junior Data Engineer", "Data Engineer", "Senior Data Engineer", "Lead Data Engineer"],
    groups: [
      { category: "Language", options: ["Python", "SQL", "Scala", "Java"], min: 2, max: 3 },
      { category: "Technology", options: ["Apache Spark", "Apache Kafka", "ETL", "Data Warehousing", "Big Data", "Hadoop", "Apache Flink"], min: 2, max: 4 },
      { category: "Tools", options: ["Apache Airflow", "dbt", "Docker", "Git", "Tableau", "Power BI", "Terraform"], min: 2, max: 3 },
      { category: "Database", options: ["Snowflake", "BigQuery", "Amazon Redshift", "PostgreSQL", "ClickHouse", "Cassandra"], min: 2, max: 3 },
      { category: "Cloud", options: ["AWS", "GCP", "Azure", "Amazon S3"], min: 1, max: 2 },
      { category: "Framework", options: ["Pandas"], min: 0, max: 1 },
      METHODS,
    ],
    projects: [
      { name: "Data Lake Migration", what: "the move of on-premise warehouses to a cloud data lake" },
      { name: "Real-time Fraud Signals", what: "streaming pipelines that score transactions within seconds" },
      { name: "Customer 360", what: "a unified customer model joining CRM, billing and product events" },
      { name: "Finance Reporting Pipeline", what: "daily finance reporting pipelines with data quality checks" },
    ],
    duties: [
      "Built batch and streaming pipelines feeding the analytics warehouse.",
      "Introduced data quality tests and lineage for business-critical tables.",
      "Reduced warehouse costs by partitioning and clustering large tables.",
      "Worked with analysts to model clean, documented data marts.",
    ],
    focus: ["reliable data pipelines", "cloud data warehouses", "streaming data"],
    certifications: [
      ["Google Cloud Professional Data Engineer", "Google Cloud"],
      ["Databricks Certified Data Engineer Associate", "Databricks"],
      ["SnowPro Core Certification", "Snowflake"],
    ],
    phdLikely: false,
  },
  {
    key: "ml",
    weight: 6,
    speciality: "Machine Learning",
    titles: ["Junior Data Scientist", "Data Scientist", "Senior Machine Learning Engineer", "Lead Data Scientist"],
    groups: [
      { category: "Language", options: ["Python", "R", "SQL", "Julia"], min: 2, max: 3 },
      { category: "Framework", options: ["Pandas", "scikit-learn", "TensorFlow", "PyTorch"], min: 2, max: 4 },
      { category: "Technology", options: ["Machine Learning", "Deep Learning", "Natural Language Processing", "Computer Vision", "Generative AI", "Artificial Intelligence"], min: 2, max: 4 },
      { category: "Tools", options: ["Tableau", "Docker", "Git", "Apache Airflow", "Power BI"], min: 1, max: 2 },
      { category: "Cloud", options: ["AWS", "GCP", "Azure"], min: 1, max: 1 },
      SOFT,
    ],
    projects: [
      { name: "Churn Prediction", what: "a churn model scoring every subscriber weekly" },
      { name: "Document Classification", what: "an NLP service that routes incoming documents to the right team" },
      { name: "Demand Forecasting", what: "store-level demand forecasts used for replenishment" },
      { name: "Recommendation Engine", what: "personalised product recommendations on web and e-mail" },
    ],
    duties: [
      "Framed business questions as modelling problems and agreed success metrics with stakeholders.",
      "Trained, evaluated and deployed models, and monitored them for drift.",
      "Ran A/B tests and communicated results to non-technical audiences.",
      "Built feature pipelines shared between training and serving.",
    ],
    focus: ["applied machine learning", "NLP and forecasting", "experimentation"],
    certifications: [
      ["TensorFlow Developer Certificate", "Google"],
      ["AWS Certified Machine Learning – Specialty", "Amazon Web Services"],
    ],
    phdLikely: true,
  },
  {
    key: "devops",
    weight: 9,
    speciality: "DevOps",
    titles: ["Junior DevOps Engineer", "DevOps Engineer", "Senior Site Reliability Engineer", "Lead Platform Engineer"],
    groups: [
      { category: "Tools", options: ["Docker", "Kubernetes", "Terraform", "Ansible", "Jenkins", "GitHub Actions", "GitLab CI", "Helm", "Prometheus", "Grafana", "Datadog"], min: 4, max: 6 },
      { category: "Cloud", options: ["AWS", "Azure", "GCP", "Amazon EKS", "Azure Kubernetes Service", "Google Kubernetes Engine", "Cloudflare"], min: 1, max: 3 },
      { category: "Operating System", options: ["Linux", "Ubuntu", "Red Hat Enterprise Linux", "Windows Server"], min: 1, max: 2 },
      { category: "Language", options: ["Bash", "Python", "Go", "PowerShell"], min: 1, max: 3 },
      { category: "Methodologies", options: ["DevOps", "CI/CD", "Agile", "ITIL"], min: 1, max: 3 },
    ],
    projects: [
      { name: "Kubernetes Platform Migration", what: "the move of forty services from virtual machines to Kubernetes" },
      { name: "Infrastructure as Code", what: "every cloud account described in Terraform modules with review and drift detection" },
      { name: "Observability Stack", what: "metrics, logs and traces with service-level objectives and alerting" },
      { name: "Release Pipeline", what: "a release pipeline with canary deployments and automatic rollback" },
    ],
    duties: [
      "Automated infrastructure provisioning and kept environments reproducible.",
      "Cut deployment time and made releases routine through CI/CD pipelines.",
      "Defined service-level objectives and reduced alert noise for on-call engineers.",
      "Hardened clusters and managed secrets, certificates and access policies.",
    ],
    focus: ["cloud infrastructure and automation", "Kubernetes platforms", "observability"],
    certifications: [
      ["Certified Kubernetes Administrator (CKA)", "Cloud Native Computing Foundation"],
      ["HashiCorp Certified: Terraform Associate", "HashiCorp"],
      ["AWS Certified Solutions Architect – Associate", "Amazon Web Services"],
      ["Microsoft Certified: Azure Administrator Associate", "Microsoft"],
    ],
    phdLikely: false,
  },
  {
    key: "qa",
    weight: 8,
    speciality: "QA / Test Automation",
    titles: ["QA Analyst", "QA Engineer", "Senior Test Automation Engineer", "QA Lead"],
    groups: [
      { category: "Quality Assurance", options: ["Selenium", "Cypress", "Playwright", "JUnit", "TestNG", "Cucumber", "JMeter", "Appium", "Manual Testing", "Automation Testing", "API Testing", "Regression Testing", "Performance Testing"], min: 4, max: 6 },
      { category: "Language", options: ["Java", "Python", "JavaScript", "TypeScript", "SQL"], min: 1, max: 2 },
      { category: "Tools", options: ["Postman", "Jira", "Jenkins", "Git"], min: 2, max: 3 },
      { category: "Methodologies", options: ["Agile", "Scrum", "Behavior-Driven Development", "CI/CD"], min: 1, max: 2 },
      SOFT,
    ],
    projects: [
      { name: "Test Automation Framework", what: "a shared UI and API automation framework running on every merge" },
      { name: "Mobile Regression Suite", what: "an automated regression suite for the iOS and Android apps" },
      { name: "Load Testing Programme", what: "load and soak tests ahead of seasonal traffic peaks" },
      { name: "Core Banking Upgrade", what: "end-to-end test campaigns for a core banking upgrade" },
    ],
    duties: [
      "Wrote test plans and cases from user stories and acceptance criteria.",
      "Automated regression suites and ran them in the CI pipeline.",
      "Reported, triaged and verified defects with developers and product owners.",
      "Measured performance under load and reported bottlenecks.",
    ],
    focus: ["test automation", "quality processes", "API and performance testing"],
    certifications: [
      ["ISTQB Certified Tester Foundation Level", "ISTQB"],
      ["ISTQB Advanced Level Test Automation Engineer", "ISTQB"],
    ],
    phdLikely: false,
  },
  {
    key: "mobile",
    weight: 8,
    speciality: "Mobile Development",
    titles: ["Junior Mobile Developer", "Mobile Developer", "Senior Mobile Engineer", "Lead Mobile Engineer"],
    groups: [
      { category: "Mobile", options: ["Swift", "Kotlin", "SwiftUI", "Jetpack Compose", "Flutter", "React Native", "Android SDK", "iOS SDK", "Xcode", "Android Studio", "Firebase Cloud Messaging"], min: 3, max: 5 },
      { category: "Language", options: ["Dart", "JavaScript", "TypeScript", "Java"], min: 1, max: 2 },
      { category: "Cloud", options: ["Firebase"], min: 0, max: 1 },
      { category: "Tools", options: ["Git", "Jira", "Figma"], min: 1, max: 2 },
      { category: "Programming Concept", options: ["MVVM", "Clean Architecture", "Reactive Programming", "Dependency Injection"], min: 1, max: 2 },
      METHODS,
    ],
    projects: [
      { name: "Mobile Banking App", what: "the retail banking app with biometric login and instant transfers" },
      { name: "Delivery Tracking App", what: "a courier app with live tracking and offline proof of delivery" },
      { name: "Health Companion App", what: "a patient app for appointments, reminders and secure messaging" },
      { name: "Loyalty App", what: "a loyalty and rewards app for a retail chain" },
    ],
    duties: [
      "Built native and cross-platform features from design to store release.",
      "Improved app start time and crash-free sessions.",
      "Set up automated builds, signing and staged rollouts.",
      "Worked with backend teams on offline-first synchronisation.",
    ],
    focus: ["native iOS and Android apps", "cross-platform apps", "mobile performance"],
    certifications: [
      ["Associate Android Developer", "Google"],
      ["Meta React Native Specialization", "Meta"],
    ],
    phdLikely: false,
  },
  {
    key: "design",
    weight: 5,
    speciality: "UI/UX Design",
    titles: ["Junior UX Designer", "UI/UX Designer", "Senior Product Designer", "Design Lead"],
    groups: [
      { category: "Tools", options: ["Figma", "Sketch", "Adobe XD", "Jira", "Confluence", "Trello"], min: 2, max: 4 },
      { category: "Methodologies", options: ["Design Thinking", "Agile", "Lean"], min: 1, max: 2 },
      { category: "Programming Concept", options: ["Responsive Design", "Web Accessibility"], min: 1, max: 2 },
      { category: "Language", options: ["HTML", "CSS"], min: 0, max: 2 },
      { category: "Competencies", options: ["Communication", "Creativity", "Presentation Skills", "Stakeholder Management", "Collaboration"], min: 2, max: 3 },
    ],
    projects: [
      { name: "Onboarding Redesign", what: "the sign-up and onboarding journey, redesigned from research findings" },
      { name: "Design System", what: "a design system with tokens, components and usage guidelines" },
      { name: "Accessibility Audit", what: "an accessibility audit and remediation plan for the customer site" },
    ],
    duties: [
      "Ran user interviews and usability tests and turned findings into design decisions.",
      "Produced flows, wireframes and high-fidelity prototypes.",
      "Maintained the design system with engineers.",
    ],
    focus: ["user research and interaction design", "design systems", "accessible products"],
    certifications: [["Google UX Design Professional Certificate", "Google"]],
    phdLikely: false,
  },
  {
    key: "product",
    weight: 5,
    speciality: "Product Management",
    titles: ["Associate Product Manager", "Product Manager", "Senior Product Manager", "Group Product Manager"],
    groups: [
      { category: "Competencies", options: ["Stakeholder Management", "Strategic Planning", "Communication", "Leadership", "Decision Making", "Negotiation"], min: 3, max: 4 },
      { category: "Methodologies", options: ["Agile", "Scrum", "Lean", "Design Thinking", "Kanban"], min: 2, max: 3 },
      { category: "Tools", options: ["Jira", "Confluence", "Figma", "Power BI", "Tableau", "Trello"], min: 2, max: 3 },
      { category: "Language", options: ["SQL"], min: 0, max: 1 },
    ],
    projects: [
      { name: "Self-Serve Onboarding", what: "a self-serve onboarding that replaced sales-assisted set-up for small customers" },
      { name: "Pricing and Packaging", what: "new plans and usage-based pricing" },
      { name: "Partner Integrations", what: "a partner integration programme with public APIs" },
    ],
    duties: [
      "Owned the roadmap and prioritised the backlog with engineering and design.",
      "Defined product metrics and tracked them after each release.",
      "Interviewed customers and turned their problems into clear requirements.",
    ],
    focus: ["B2B SaaS products", "discovery and delivery", "data-informed decisions"],
    certifications: [
      ["Professional Scrum Product Owner I (PSPO I)", "Scrum.org"],
      ["Certified Scrum Product Owner (CSPO)", "Scrum Alliance"],
    ],
    phdLikely: false,
  },
  {
    key: "project",
    weight: 4,
    speciality: "Project Management",
    titles: ["Project Coordinator", "Project Manager", "Senior Project Manager", "Program Manager"],
    groups: [
      { category: "Competencies", options: ["Project Management", "Stakeholder Management", "Leadership", "Time Management", "Conflict Resolution", "Communication"], min: 3, max: 4 },
      { category: "Methodologies", options: ["Agile", "Scrum", "Waterfall", "SAFe", "PRINCE2", "Kanban", "ITIL"], min: 2, max: 4 },
      { category: "Tools", options: ["Jira", "Confluence", "Trello", "Power BI"], min: 2, max: 3 },
    ],
    projects: [
      { name: "ERP Roll-out", what: "an ERP roll-out across three countries" },
      { name: "Data Centre Exit", what: "the exit from two data centres to the public cloud" },
      { name: "Regulatory Reporting", what: "a regulatory reporting programme delivered on a fixed deadline" },
    ],
    duties: [
      "Planned delivery, budgets and risks for cross-functional teams.",
      "Ran steering committees and kept stakeholders informed.",
      "Coordinated vendors and internal teams across time zones.",
    ],
    focus: ["delivery of complex programmes", "agile transformation", "stakeholder management"],
    certifications: [
      ["Project Management Professional (PMP)", "Project Management Institute"],
      ["Professional Scrum Master I (PSM I)", "Scrum.org"],
      ["PRINCE2 Practitioner", "AXELOS"],
    ],
    phdLikely: false,
  },
];

export const OUTCOMES = [
  "Cut page load time by {n}%.",
  "Reduced release cycle from two weeks to {d} days.",
  "Lowered infrastructure costs by {n}%.",
  "Raised automated test coverage to {p}%.",
  "Served {k} thousand users in the first quarter.",
  "Reduced support tickets by {n}%.",
  "Brought incident response time down by {n}%.",
] as const;

export const APPLICATION_STATUSES = ["Submitted", "In process", "Additional documents requested", "Approved"] as const;
