/**
 * The resume test corpus as structured data: what each resume says, how it is laid out, and the
 * fields a careful human reader would take from it (`expected`, written by hand, never computed
 * by the parser). tests/support/resume-corpus.ts renders these to PDF and DOCX under
 * tests/fixtures/resumes/ with one expected-fields JSON per file.
 *
 * Every person, company, address, phone number and link here is invented (example.* domains,
 * 555 and Ofcom drama numbers).
 */
export type EntryStyle =
  /** title / company, place / dates */
  | "titleCompanyDates"
  /** "title — company" / dates */
  | "titleDashCompany"
  /** "company | dates" / title */
  | "companyDatesTitle"
  /** dates / title / company */
  | "datesFirst"
  /** "title | company | place | dates" on one line */
  | "oneLine"
  /** "company — place" / title / dates */
  | "companyTitleDates"
  /** "title at company" / "place · dates" */
  | "titleAtCompany";

export type CorpusJob = { title: string; company: string; place?: string; dates: string; bullets: string[]; expected: { from: string | null; to: string | null } };
export type CorpusSchool = { degree: string; institution: string; dates: string; level: "HIGH_SCHOOL" | "UNDERGRADUATE" | "MASTERS" | "PHD"; year: string | null; oneLine?: boolean };

export type CorpusResume = {
  id: string;
  /**
   * The later set: written after the parser's rules were settled. Its first score, before any
   * change, was precision 98.1%, recall 95.3%, F1 96.7% (8 files); three general fixes followed
   * (an abbreviation ending a heading, a country inside a company name, "BComm"), so it is no
   * longer unseen. The bench reports it apart from the first set, which the rules were fitted to.
   */
  heldOut?: boolean;
  language: "en" | "fr";
  layout: "classic" | "sidebar";
  formats: ("pdf" | "docx")[];
  upperHeadings?: boolean;
  name: string;
  headline?: string;
  contact: string[];
  summary?: string;
  skills: string[];
  languages?: string[];
  style: EntryStyle;
  jobs: CorpusJob[];
  schools: CorpusSchool[];
  headings: { summary: string; skills: string; experience: string; education: string; languages: string; contact: string };
  expected: {
    error?: number;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: { value: string; dialCode: string | null } | null;
    linkedin: string | null;
    github: string | null;
    portfolio: string | null;
    /** Catalogue names a reader would tag: the skills list plus technologies named in the roles. */
    skills: string[];
  };
};

const EN = { summary: "Summary", skills: "Skills", experience: "Work Experience", education: "Education", languages: "Languages", contact: "Contact" };
const FR = { summary: "Profil", skills: "Compétences techniques", experience: "Expérience professionnelle", education: "Formation", languages: "Langues", contact: "Coordonnées" };

export const CORPUS: CorpusResume[] = [
  {
    id: "alex-morgan",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Alex Morgan",
    headline: "Senior Full-Stack Developer",
    contact: ["alex.morgan@example.com · +1 (415) 555-0132 · San Francisco, CA", "linkedin.com/in/alexmorgan · github.com/alexmorgan-dev"],
    summary: "Full-stack developer with eight years of experience building web platforms for payments and e-commerce companies.",
    skills: ["Languages: TypeScript, JavaScript, Python, SQL", "Frameworks: React, Next.js, Node.js, Express", "Cloud & Data: AWS, PostgreSQL, Redis, Docker"],
    style: "titleCompanyDates",
    jobs: [
      {
        title: "Senior Software Engineer",
        company: "Brightpay Inc.",
        place: "San Francisco, CA",
        dates: "Jan 2020 – Present",
        bullets: [
          "Led the migration of the checkout service from a monolith to Node.js microservices.",
          "Built a React and TypeScript design system used by 40 engineers.",
          "Cut p95 latency by 35% with Redis and PostgreSQL query tuning.",
        ],
        expected: { from: "2020-01", to: null },
      },
      {
        title: "Software Engineer",
        company: "Shoplane",
        place: "Oakland, CA",
        dates: "Jun 2016 – Dec 2019",
        bullets: ["Developed storefront features with Angular and Express.", "Automated deployments on AWS with Docker and Jenkins."],
        expected: { from: "2016-06", to: "2019-12" },
      },
    ],
    schools: [{ degree: "B.Sc. in Computer Science", institution: "University of California, Berkeley", dates: "2012 – 2016", level: "UNDERGRADUATE", year: "2016" }],
    headings: EN,
    expected: {
      firstName: "Alex",
      lastName: "Morgan",
      email: "alex.morgan@example.com",
      phone: { value: "4155550132", dialCode: "+1" },
      linkedin: "linkedin.com/in/alexmorgan",
      github: "github.com/alexmorgan-dev",
      portfolio: null,
      skills: ["TypeScript", "JavaScript", "Python", "SQL", "React", "Next.js", "Node.js", "Express", "AWS", "PostgreSQL", "Redis", "Docker", "Microservices", "Angular", "Jenkins"],
    },
  },
  {
    id: "priya-raman",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    upperHeadings: true,
    name: "Priya Raman",
    headline: "Data Scientist",
    contact: ["Email: priya.raman@example.in | Phone: +91 98765 43210 | Bengaluru, India", "Portfolio: https://priyaraman.dev"],
    summary: "Data scientist turning retail and telecom data into forecasting and churn models that teams actually use.",
    skills: ["Python, R, SQL, Pandas, scikit-learn, TensorFlow, PyTorch, Apache Spark, Tableau"],
    style: "titleDashCompany",
    jobs: [
      {
        title: "Senior Data Scientist",
        company: "Fluxon Analytics Pvt. Ltd.",
        dates: "07/2022 - Present",
        bullets: ["Built churn models in Python and scikit-learn that reduced customer churn by 12%.", "Deployed models as REST services on AWS Lambda."],
        expected: { from: "2022-07", to: null },
      },
      {
        title: "Data Analyst",
        company: "Kite Retail Solutions",
        dates: "03/2019 - 06/2022",
        bullets: ["Automated weekly reporting with SQL and Power BI dashboards.", "Trained store managers on reading demand forecasts."],
        expected: { from: "2019-03", to: "2022-06" },
      },
    ],
    schools: [
      { degree: "M.Sc. Data Science", institution: "Indian Institute of Science", dates: "2017 - 2019", level: "MASTERS", year: "2019", oneLine: true },
      { degree: "B.Tech Computer Engineering", institution: "National Institute of Technology Karnataka", dates: "2013 - 2017", level: "UNDERGRADUATE", year: "2017", oneLine: true },
    ],
    headings: { ...EN, experience: "Professional Experience" },
    expected: {
      firstName: "Priya",
      lastName: "Raman",
      email: "priya.raman@example.in",
      phone: { value: "9876543210", dialCode: "+91" },
      linkedin: null,
      github: null,
      portfolio: "priyaraman.dev",
      skills: ["Python", "R", "SQL", "Pandas", "scikit-learn", "TensorFlow", "PyTorch", "Apache Spark", "Tableau", "REST", "AWS Lambda", "Power BI"],
    },
  },
  {
    id: "jean-pierre-dupont",
    language: "fr",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Jean-Pierre DUPONT",
    headline: "Ingénieur logiciel Java",
    contact: ["jp.dupont@exemple.fr · +33 (0)6 12 34 56 78 · Lyon, France", "linkedin.com/in/jpdupont"],
    summary: "Ingénieur logiciel avec dix ans d'expérience dans le développement d'applications bancaires et d'assurance.",
    skills: ["Langages : Java, Kotlin, SQL", "Frameworks : Spring Boot, Hibernate, Angular", "Outils : Docker, Kubernetes, Jenkins, Git"],
    languages: ["Français (langue maternelle), Anglais (courant)"],
    style: "titleDashCompany",
    jobs: [
      {
        title: "Chef de projet technique",
        company: "Société Générale",
        place: "Paris",
        dates: "janv. 2019 – aujourd'hui",
        bullets: ["Pilotage d'une équipe de huit développeurs en méthode Scrum.", "Migration des services vers Kubernetes et Spring Boot."],
        expected: { from: "2019-01", to: null },
      },
      {
        title: "Développeur Java",
        company: "Capgemini",
        place: "Lyon",
        dates: "sept. 2014 – déc. 2018",
        bullets: ["Développement de microservices Java pour un grand compte de l'assurance.", "Mise en place de l'intégration continue avec Jenkins."],
        expected: { from: "2014-09", to: "2018-12" },
      },
    ],
    schools: [
      { degree: "Diplôme d'ingénieur en informatique", institution: "INSA Lyon", dates: "2009 – 2014", level: "MASTERS", year: "2014" },
      { degree: "Baccalauréat S", institution: "Lycée du Parc", dates: "2009", level: "HIGH_SCHOOL", year: "2009" },
    ],
    headings: FR,
    expected: {
      firstName: "Jean-Pierre",
      lastName: "Dupont",
      email: "jp.dupont@exemple.fr",
      phone: { value: "612345678", dialCode: "+33" },
      linkedin: "linkedin.com/in/jpdupont",
      github: null,
      portfolio: null,
      skills: ["Java", "Kotlin", "SQL", "Spring Boot", "Hibernate", "Angular", "Docker", "Kubernetes", "Jenkins", "Git", "Scrum", "Microservices"],
    },
  },
  {
    id: "maria-garcia",
    language: "en",
    layout: "sidebar",
    formats: ["pdf", "docx"],
    upperHeadings: true,
    name: "Maria Garcia",
    headline: "QA Automation Engineer",
    contact: ["maria.garcia@example.com", "(312) 555-0187", "Chicago, IL", "linkedin.com/in/mariagarcia-qa"],
    summary: "Test automation engineer who builds fast, trustworthy release pipelines for logistics and healthcare software.",
    skills: ["Selenium", "Cypress", "Playwright", "Java", "JavaScript", "Jenkins", "Postman", "JMeter", "Jira", "API Testing"],
    languages: ["English", "Spanish"],
    style: "datesFirst",
    jobs: [
      {
        title: "Senior QA Automation Engineer",
        company: "Northwind Logistics",
        dates: "2021 – Present",
        bullets: ["Designed a Playwright and TypeScript end-to-end suite covering 600 scenarios.", "Integrated the suites into GitHub Actions pipelines."],
        expected: { from: "2021", to: null },
      },
      {
        title: "QA Engineer",
        company: "Contoso Health",
        dates: "2018 – 2021",
        bullets: ["Automated regression testing with Selenium and Java.", "Load-tested the claims APIs with JMeter."],
        expected: { from: "2018", to: "2021" },
      },
    ],
    schools: [{ degree: "Bachelor of Science in Information Systems", institution: "DePaul University", dates: "2014 – 2018", level: "UNDERGRADUATE", year: "2018" }],
    headings: EN,
    expected: {
      firstName: "Maria",
      lastName: "Garcia",
      email: "maria.garcia@example.com",
      phone: { value: "3125550187", dialCode: "+1" },
      linkedin: "linkedin.com/in/mariagarcia-qa",
      github: null,
      portfolio: null,
      skills: ["Selenium", "Cypress", "Playwright", "Java", "JavaScript", "Jenkins", "Postman", "JMeter", "Jira", "API Testing", "TypeScript", "GitHub Actions", "Regression Testing"],
    },
  },
  {
    id: "wei-chen",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Wei Chen",
    headline: "Systems Software Engineer",
    contact: ["wei.chen@example.com · +1 604 555 0199 · Vancouver, BC", "https://github.com/weichen-sys · weichen.io"],
    skills: ["C++, C#, .NET, Rust, Go, Linux, Docker"],
    style: "oneLine",
    jobs: [
      {
        title: "Principal Engineer",
        company: "Helix Robotics",
        place: "Vancouver, BC",
        dates: "2021.11 – now",
        bullets: ["Leads the motion-planning team writing real-time C++ and Rust services.", "Profiles fleet software on embedded Linux targets."],
        expected: { from: "2021-11", to: null },
      },
      {
        title: "Software Engineer II",
        company: "Northstar Games",
        place: "Seattle, WA",
        dates: "Sept. '16 to Oct. '21",
        bullets: ["Shipped gameplay tooling in C# and .NET for three console titles."],
        expected: { from: "2016-09", to: "2021-10" },
      },
      {
        title: "Research Intern",
        company: "Aurora Research Labs",
        place: "Redmond, WA",
        dates: "06.2015 – 08.2015",
        bullets: ["Prototyped a GPU path tracer."],
        expected: { from: "2015-06", to: "2015-08" },
      },
    ],
    schools: [
      { degree: "Ph.D. in Computer Science", institution: "University of British Columbia", dates: "2012 – 2016", level: "PHD", year: "2016", oneLine: true },
      { degree: "M.S. in Computer Science", institution: "University of Washington", dates: "2010 – 2012", level: "MASTERS", year: "2012", oneLine: true },
    ],
    headings: { ...EN, experience: "Experience" },
    expected: {
      firstName: "Wei",
      lastName: "Chen",
      email: "wei.chen@example.com",
      phone: { value: "6045550199", dialCode: "+1" },
      linkedin: null,
      github: "github.com/weichen-sys",
      portfolio: "weichen.io",
      skills: ["C++", "C#", ".NET", "Rust", "Go", "Linux", "Docker"],
    },
  },
  {
    id: "sam-taylor-no-email",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Sam Taylor",
    headline: "Product Designer",
    contact: ["+44 7700 900123 · London, UK", "linkedin.com/in/samtaylor-design"],
    summary: "Product designer focused on accessible, research-led interfaces for public services.",
    skills: ["Figma, Sketch, Adobe XD, HTML, CSS, Design Thinking"],
    style: "titleCompanyDates",
    jobs: [
      {
        title: "Senior Product Designer",
        company: "Civic Digital Ltd",
        place: "London",
        dates: "Mar 2019 – Present",
        bullets: ["Ran weekly usability sessions and shipped a new benefits application flow in Figma."],
        expected: { from: "2019-03", to: null },
      },
    ],
    schools: [{ degree: "BA (Hons) Graphic Design", institution: "University of the Arts London", dates: "2012 – 2015", level: "UNDERGRADUATE", year: "2015" }],
    headings: EN,
    expected: {
      error: 10461,
      firstName: "Sam",
      lastName: "Taylor",
      email: null,
      phone: { value: "7700900123", dialCode: "+44" },
      linkedin: "linkedin.com/in/samtaylor-design",
      github: null,
      portfolio: null,
      skills: ["Figma", "Sketch", "Adobe XD", "HTML", "CSS", "Design Thinking"],
    },
  },
  {
    id: "olivia-brown",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Olivia Brown",
    headline: "Front-End Developer",
    contact: ["olivia.brown@example.com | 647-555-0143 | Toronto, ON"],
    summary: "Computer science student looking for a 2026 co-op placement in front-end development.",
    skills: ["HTML, CSS, JavaScript, Vue.js, Figma, Git"],
    style: "companyDatesTitle",
    jobs: [
      {
        title: "Front-End Developer Intern",
        company: "Maple Web Studio",
        dates: "May 2024 – Aug 2024",
        bullets: ["Built responsive marketing pages in Vue.js and Sass.", "Fixed 40 accessibility issues found in audits."],
        expected: { from: "2024-05", to: "2024-08" },
      },
      {
        title: "Student Technician",
        company: "Campus IT Help Desk",
        dates: "Sep 2022 – Apr 2024",
        bullets: ["Supported 300 students with Windows and macOS laptop setup."],
        expected: { from: "2022-09", to: "2024-04" },
      },
    ],
    schools: [
      { degree: "Bachelor of Computer Science (Co-op)", institution: "University of Waterloo", dates: "Expected 2027", level: "UNDERGRADUATE", year: "2027" },
      { degree: "Ontario Secondary School Diploma", institution: "Northview Heights Secondary School", dates: "2022", level: "HIGH_SCHOOL", year: "2022" },
    ],
    headings: EN,
    expected: {
      firstName: "Olivia",
      lastName: "Brown",
      email: "olivia.brown@example.com",
      phone: { value: "6475550143", dialCode: "+1" },
      linkedin: null,
      github: null,
      portfolio: null,
      skills: ["HTML", "CSS", "JavaScript", "Vue.js", "Figma", "Git", "Sass", "Windows", "macOS"],
    },
  },
  {
    id: "david-okafor",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    upperHeadings: true,
    name: "David Okafor",
    headline: "DevOps Engineer",
    contact: ["d.okafor@example.co.uk · +44 20 7946 0958 · Manchester, United Kingdom", "github.com/dokafor"],
    skills: ["Cloud: GCP, AWS, Azure", "Infrastructure as code: Terraform, Ansible, Helm", "Languages: Go, Python, Bash", "CI/CD: Jenkins, GitLab CI, Argo CD"],
    style: "titleDashCompany",
    jobs: [
      {
        title: "Lead DevOps Engineer",
        company: "Fintrail Bank",
        dates: "Jan 2020 — Present",
        bullets: ["Moved 140 services to Kubernetes on GCP with Terraform.", "Introduced Prometheus and Grafana monitoring for every team."],
        expected: { from: "2020-01", to: null },
      },
      {
        title: "Site Reliability Engineer",
        company: "Cobalt Systems Ltd",
        dates: "May 2017 — Dec 2019",
        bullets: ["Automated server provisioning with Ansible.", "Halved the on-call pages by fixing noisy alerts."],
        expected: { from: "2017-05", to: "2019-12" },
      },
    ],
    schools: [{ degree: "BEng (Hons) Electronic Engineering", institution: "University of Manchester", dates: "2013 – 2017", level: "UNDERGRADUATE", year: "2017", oneLine: true }],
    headings: { ...EN, skills: "Technical Skills", experience: "Employment History" },
    expected: {
      firstName: "David",
      lastName: "Okafor",
      email: "d.okafor@example.co.uk",
      phone: { value: "2079460958", dialCode: "+44" },
      linkedin: null,
      github: "github.com/dokafor",
      portfolio: null,
      skills: ["GCP", "AWS", "Azure", "Terraform", "Ansible", "Helm", "Go", "Python", "Bash", "CI/CD", "Jenkins", "GitLab CI", "Kubernetes", "Prometheus", "Grafana", "DevOps"],
    },
  },
  {
    id: "sophie-martin",
    language: "fr",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Sophie Martin",
    headline: "Cheffe de projet Agile",
    contact: ["sophie.martin@exemple.fr · 06 98 76 54 32 · Bordeaux, France"],
    summary: "Cheffe de projet certifiée, huit ans d'expérience dans le commerce en ligne et la banque.",
    skills: ["Gestion de projet, Scrum, Kanban, Jira, Confluence, Power BI, SQL"],
    style: "titleCompanyDates",
    jobs: [
      {
        title: "Cheffe de projet Agile",
        company: "Cdiscount",
        place: "Bordeaux",
        dates: "mars 2020 – aujourd'hui",
        bullets: ["Animation des cérémonies Scrum pour trois équipes produit.", "Suivi budgétaire et reporting dans Power BI."],
        expected: { from: "2020-03", to: null },
      },
      {
        title: "Analyste d'affaires",
        company: "Banque Populaire",
        place: "Bordeaux",
        dates: "de juin 2016 à février 2020",
        bullets: ["Rédaction des spécifications fonctionnelles et des tests d'acceptation."],
        expected: { from: "2016-06", to: "2020-02" },
      },
    ],
    schools: [
      { degree: "Master Management de projets", institution: "IAE Bordeaux", dates: "2014 – 2016", level: "MASTERS", year: "2016", oneLine: true },
      { degree: "Licence Économie-Gestion", institution: "Université de Bordeaux", dates: "2011 – 2014", level: "UNDERGRADUATE", year: "2014", oneLine: true },
    ],
    headings: { ...FR, skills: "Compétences" },
    expected: {
      firstName: "Sophie",
      lastName: "Martin",
      email: "sophie.martin@exemple.fr",
      phone: { value: "698765432", dialCode: "+33" },
      linkedin: null,
      github: null,
      portfolio: null,
      skills: ["Project Management", "Scrum", "Kanban", "Jira", "Confluence", "Power BI", "SQL"],
    },
  },
  {
    id: "ahmed-hassan",
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Ahmed Hassan",
    headline: "Software Architect",
    contact: ["ahmed.hassan@example.com · +971 50 123 4567 · Dubai, United Arab Emirates", "https://www.linkedin.com/in/ahmed-hassan-dev/"],
    summary: "Architect of cloud back ends for banks and retailers across the Gulf and Canada.",
    skills: ["C#, ASP.NET Core, Entity Framework, Microsoft SQL Server, Azure, Angular, TypeScript"],
    style: "companyTitleDates",
    jobs: [
      {
        title: "Software Architect",
        company: "Contoso Cloud Solutions",
        place: "Toronto, ON",
        dates: "Apr. 2018 – Present",
        bullets: ["Designed an event-driven architecture on Azure Functions and Azure Service Bus.", "Coached six squads on clean code and reviews."],
        expected: { from: "2018-04", to: null },
      },
      {
        title: "Senior .NET Developer",
        company: "Gulf Digital Services",
        place: "Dubai, UAE",
        dates: "Feb. 2015 – Mar. 2018",
        bullets: ["Built ASP.NET Core APIs backed by SQL Server."],
        expected: { from: "2015-02", to: "2018-03" },
      },
    ],
    schools: [
      { degree: "MBA, Information Technology Management", institution: "University of Dubai", dates: "2019", level: "MASTERS", year: "2019" },
      { degree: "B.Sc. Computer Engineering", institution: "Cairo University", dates: "2008 – 2012", level: "UNDERGRADUATE", year: "2012" },
    ],
    headings: EN,
    expected: {
      firstName: "Ahmed",
      lastName: "Hassan",
      email: "ahmed.hassan@example.com",
      phone: { value: "501234567", dialCode: "+971" },
      linkedin: "linkedin.com/in/ahmed-hassan-dev",
      github: null,
      portfolio: null,
      skills: ["C#", "ASP.NET Core", "Entity Framework", "Microsoft SQL Server", "Azure", "Angular", "TypeScript", "Event-Driven Architecture", "Azure Functions", ".NET"],
    },
  },
  {
    id: "emily-nguyen",
    language: "en",
    layout: "sidebar",
    formats: ["pdf", "docx"],
    name: "Emily Nguyen",
    headline: "Mobile Engineer",
    contact: ["emily.nguyen@example.com", "+61 412 345 678", "Sydney, Australia", "emilynguyen.app"],
    skills: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose", "React Native", "Flutter", "Firebase"],
    style: "titleDashCompany",
    jobs: [
      {
        title: "Senior iOS Engineer",
        company: "Koala Pay",
        dates: "2021 – now",
        bullets: ["Rebuilt the wallet app in SwiftUI with Core Data persistence."],
        expected: { from: "2021", to: null },
      },
      {
        title: "Mobile Developer",
        company: "Wattle Apps Pty Ltd",
        dates: "2019 - 2021",
        bullets: ["Shipped React Native apps with Firebase Cloud Messaging notifications."],
        expected: { from: "2019", to: "2021" },
      },
    ],
    schools: [{ degree: "Bachelor of Information Technology", institution: "Monash University", dates: "2015 – 2018", level: "UNDERGRADUATE", year: "2018", oneLine: true }],
    headings: EN,
    expected: {
      firstName: "Emily",
      lastName: "Nguyen",
      email: "emily.nguyen@example.com",
      phone: { value: "412345678", dialCode: "+61" },
      linkedin: null,
      github: null,
      portfolio: "emilynguyen.app",
      skills: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose", "React Native", "Flutter", "Firebase", "iOS", "Core Data", "Firebase Cloud Messaging"],
    },
  },
  // ─── later set: written after the rules were settled (see heldOut above) ──────────────────
  {
    id: "lukas-schneider",
    heldOut: true,
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Lukas Schneider",
    headline: "Backend Engineer",
    contact: ["lukas.schneider@example.de · +49 151 23456789 · Berlin, Germany", "github.com/lschneider"],
    summary: "Backend engineer who likes boring, observable systems that survive peak season.",
    skills: ["Kotlin, Java, Spring, PostgreSQL, Kafka, Kubernetes, gRPC"],
    style: "titleAtCompany",
    jobs: [
      {
        title: "Backend Engineer",
        company: "Zalando SE",
        place: "Berlin, Germany",
        dates: "March 2018 – Present",
        bullets: ["Own the order-routing service, written in Kotlin with Spring and Apache Kafka.", "Cut cloud costs 30% by right-sizing Kubernetes workloads."],
        expected: { from: "2018-03", to: null },
      },
      {
        title: "Software Developer",
        company: "Trivago N.V.",
        place: "Düsseldorf",
        dates: "October 2014 – February 2018",
        bullets: ["Built hotel search APIs in Java and PHP."],
        expected: { from: "2014-10", to: "2018-02" },
      },
    ],
    schools: [
      { degree: "Master of Science (MSc), Computer Science", institution: "Technical University of Munich", dates: "2014", level: "MASTERS", year: "2014", oneLine: true },
      { degree: "Bachelor of Science, Informatics", institution: "Karlsruhe Institute of Technology", dates: "2012", level: "UNDERGRADUATE", year: "2012", oneLine: true },
    ],
    headings: { ...EN, experience: "Experience" },
    expected: {
      firstName: "Lukas",
      lastName: "Schneider",
      email: "lukas.schneider@example.de",
      phone: { value: "15123456789", dialCode: "+49" },
      linkedin: null,
      github: "github.com/lschneider",
      portfolio: null,
      skills: ["Kotlin", "Java", "Spring", "PostgreSQL", "Apache Kafka", "Kubernetes", "gRPC", "PHP"],
    },
  },
  {
    id: "fatima-zahra-benali",
    heldOut: true,
    language: "fr",
    layout: "classic",
    formats: ["pdf", "docx"],
    name: "Fatima Zahra BENALI",
    headline: "Data Engineer",
    contact: ["fz.benali@exemple.ma · +212 6 61 23 45 67 · Casablanca, Maroc", "https://linkedin.com/in/fzbenali"],
    summary: "Ingénieure data, six ans d'expérience sur des plateformes de données industrielles et bancaires.",
    skills: ["Python, SQL, Apache Spark, Apache Airflow, Snowflake, Power BI, Talend"],
    style: "companyDatesTitle",
    jobs: [
      {
        title: "Data Engineer",
        company: "OCP Group",
        dates: "Avril 2019 – Présent",
        bullets: ["Conception de pipelines ETL sous Apache Airflow et Snowflake.", "Tableaux de bord Power BI pour la direction financière."],
        expected: { from: "2019-04", to: null },
      },
      {
        title: "Consultante BI",
        company: "Capgemini Maroc",
        dates: "Sept. 2016 – Mars 2019",
        bullets: ["Modélisation de l'entrepôt de données d'une banque de détail."],
        expected: { from: "2016-09", to: "2019-03" },
      },
    ],
    schools: [{ degree: "Diplôme d'ingénieur d'État en informatique", institution: "École Mohammadia d'Ingénieurs (EMI), Rabat", dates: "2011 – 2016", level: "MASTERS", year: "2016" }],
    headings: { ...FR, experience: "Expériences", skills: "Compétences" },
    expected: {
      firstName: "Fatima Zahra",
      lastName: "Benali",
      email: "fz.benali@exemple.ma",
      phone: { value: "661234567", dialCode: "+212" },
      linkedin: "linkedin.com/in/fzbenali",
      github: null,
      portfolio: null,
      skills: ["Python", "SQL", "Apache Spark", "Apache Airflow", "Snowflake", "Power BI", "ETL"],
    },
  },
  {
    id: "james-oconnor",
    heldOut: true,
    language: "en",
    layout: "classic",
    formats: ["pdf", "docx"],
    upperHeadings: true,
    name: "James O'Connor",
    headline: "IT Project Manager",
    contact: ["james.oconnor@example.ie · +353 87 123 4567 · Dublin, Ireland"],
    summary: "PMP-certified project manager delivering customer-facing systems in aviation and consulting.",
    skills: ["PRINCE2, ITIL, Agile, Scrum, Jira, Confluence, SQL, Stakeholder Management"],
    style: "titleCompanyDates",
    jobs: [
      {
        title: "IT Project Manager",
        company: "Aer Lingus",
        place: "Dublin",
        dates: "October 2015 – Present",
        bullets: ["Delivered a Salesforce migration for 2,000 agents using Agile and Scrum.", "Managed a €4M budget and a team of 12 in Jira and Confluence."],
        expected: { from: "2015-10", to: null },
      },
      {
        title: "Business Analyst",
        company: "Accenture",
        place: "Dublin",
        dates: "September 2011 – September 2015",
        bullets: ["Wrote requirements for retail banking clients."],
        expected: { from: "2011-09", to: "2015-09" },
      },
    ],
    schools: [
      { degree: "MSc Management of Information Systems", institution: "Trinity College Dublin", dates: "2010 – 2011", level: "MASTERS", year: "2011" },
      { degree: "BComm", institution: "University College Cork", dates: "2006 – 2010", level: "UNDERGRADUATE", year: "2010" },
    ],
    headings: EN,
    expected: {
      firstName: "James",
      lastName: "O'Connor",
      email: "james.oconnor@example.ie",
      phone: { value: "871234567", dialCode: "+353" },
      linkedin: null,
      github: null,
      portfolio: null,
      skills: ["PRINCE2", "ITIL", "Agile", "Scrum", "Jira", "Confluence", "SQL", "Stakeholder Management", "Salesforce"],
    },
  },
  {
    id: "ana-souza",
    heldOut: true,
    language: "en",
    layout: "sidebar",
    formats: ["pdf", "docx"],
    name: "Ana Souza",
    headline: "UX Engineer",
    contact: ["ana.souza@example.com.br", "+55 11 98765-4321", "São Paulo, Brazil", "https://anasouza.design", "linkedin.com/in/anasouza"],
    skills: ["Figma", "React", "TypeScript", "CSS", "Sass", "Web Accessibility", "Responsive Design"],
    style: "titleDashCompany",
    jobs: [
      {
        title: "UX Engineer",
        company: "Nubank",
        dates: "Feb 2020 – Nov 2024",
        bullets: ["Built the design system in React, TypeScript and Storybook.", "Ran accessibility audits against WCAG 2.1."],
        expected: { from: "2020-02", to: "2024-11" },
      },
      {
        title: "Front-end Developer",
        company: "VTEX",
        dates: "Jan 2017 – Jan 2020",
        bullets: ["Shipped storefront themes for 50 retailers."],
        expected: { from: "2017-01", to: "2020-01" },
      },
    ],
    schools: [{ degree: "Bachelor's in Design", institution: "Universidade de São Paulo", dates: "2016", level: "UNDERGRADUATE", year: "2016", oneLine: true }],
    headings: EN,
    expected: {
      firstName: "Ana",
      lastName: "Souza",
      email: "ana.souza@example.com.br",
      phone: { value: "11987654321", dialCode: "+55" },
      linkedin: "linkedin.com/in/anasouza",
      github: null,
      portfolio: "anasouza.design",
      skills: ["Figma", "React", "TypeScript", "CSS", "Sass", "Web Accessibility", "Responsive Design"],
    },
  },
];

/** Expected experience and education, derived from the same data the files are drawn from. */
export function expectedRoles(r: CorpusResume): { company: string; designation: string; from: string | null; to: string | null }[] {
  return r.jobs.map((j) => ({ company: j.company, designation: j.title, from: j.expected.from, to: j.expected.to }));
}

export function expectedSchools(r: CorpusResume): { level: string; institution: string; course: string; year: string | null }[] {
  return r.schools.map((s) => ({ level: s.level, institution: s.institution, course: s.degree, year: s.year }));
}
