/** A team member who writes posts. */
export interface Author {
  key: string;
  firstName: string;
  name: string;
  title: string;
  /** Site path of the avatar image. */
  image: string;
  twitter?: string;
  github: string;
}

/** Every author of blog posts and changelog entries, referenced by `key` in front matter. */
export const authors: readonly Author[] = [
  {
    key: 'mira',
    firstName: 'Mira',
    name: 'Mira Castellanos',
    title: 'Co-Founder / CEO',
    image: '/authors/mira.svg',
    twitter: 'miracastellanos',
    github: 'mira-castellanos',
  },
  {
    key: 'tobias',
    firstName: 'Tobias',
    name: 'Tobias Lindqvist',
    title: 'Co-Founder / CTO',
    image: '/authors/tobias.svg',
    twitter: 'tobilindqvist',
    github: 'tlindqvist',
  },
  {
    key: 'ayesha',
    firstName: 'Ayesha',
    name: 'Ayesha Rahman',
    title: 'Co-Founder / Product',
    image: '/authors/ayesha.svg',
    github: 'ayesharahman-sl',
  },
  {
    key: 'kenji',
    firstName: 'Kenji',
    name: 'Kenji Watanabe',
    title: 'Product Engineer',
    image: '/authors/kenji.svg',
    twitter: 'kenjiwtnb_dev',
    github: 'kwatanabe-dev',
  },
  {
    key: 'lucia',
    firstName: 'Lucía',
    name: 'Lucía Ferreira',
    title: 'Product Engineer',
    image: '/authors/lucia.svg',
    github: 'luciaferreira-code',
  },
  {
    key: 'obinna',
    firstName: 'Obinna',
    name: 'Obinna Okafor',
    title: 'Product Engineer',
    image: '/authors/obinna.svg',
    twitter: 'obinna_builds',
    github: 'obokafor',
  },
  {
    key: 'priya',
    firstName: 'Priya',
    name: 'Priya Raghunathan',
    title: 'Product Engineer',
    image: '/authors/priya.svg',
    github: 'priyarag',
  },
  {
    key: 'mateusz',
    firstName: 'Mateusz',
    name: 'Mateusz Kowalczyk',
    title: 'Product Engineer',
    image: '/authors/mateusz.svg',
    github: 'mkowalczyk-sl',
  },
  {
    key: 'elif',
    firstName: 'Elif',
    name: 'Elif Demir',
    title: 'Product Engineer',
    image: '/authors/elif.svg',
    twitter: 'elifdemir_io',
    github: 'elifdmr',
  },
  {
    key: 'sofia',
    firstName: 'Sofia',
    name: 'Sofia Andersen',
    title: 'Growth Engineer',
    image: '/authors/sofia.svg',
    twitter: 'sofiagrows',
    github: 'sofia-andersen',
  },
  {
    key: 'hannah',
    firstName: 'Hannah',
    name: 'Hannah Becker',
    title: 'Technical Writer',
    image: '/authors/hannah.svg',
    github: 'hbecker-docs',
  },
  {
    key: 'yuna',
    firstName: 'Yuna',
    name: 'Yuna Park',
    title: 'Designer',
    image: '/authors/yuna.svg',
    twitter: 'yunapark_design',
    github: 'yunapark',
  },
  {
    key: 'diego',
    firstName: 'Diego',
    name: 'Diego Morales',
    title: 'Developer Advocate',
    image: '/authors/diego.svg',
    github: 'diegomorales-dx',
  },
  {
    key: 'amara',
    firstName: 'Amara',
    name: 'Amara Nwosu',
    title: 'Solutions Engineer',
    image: '/authors/amara.svg',
    github: 'amaranwosu',
  },
];
