import type { SeedTestimonial } from '../types';

export const testimonials: SeedTestimonial[] = [
  {
    author: 'Folasade Adebayo',
    role: 'Nurse, Lagos',
    quote:
      'I compared three salary advance offers in one evening and picked the one with the lowest total ' +
      'cost. The repayment came straight off my salary, so I never missed a payment.',
    rating: 5,
  },
  {
    author: 'Obinna Chukwu',
    role: 'Administrative officer, Abuja',
    quote:
      'Seeing the monthly repayment and total cost side by side made it easy to choose. I chose a longer ' +
      'tenor so the instalment fitted my budget.',
    rating: 4,
  },
  {
    author: 'Temitope Akinola',
    role: 'Engineering student, Akoka',
    quote:
      'My school fees loan was paid directly to the university before the registration deadline. I also ' +
      'found a bursary on the scholarships page that I had never heard of.',
    rating: 5,
  },
  {
    author: 'Emeka Nwosu',
    role: 'Software engineer, Lagos',
    quote:
      'No agent calls and no hidden charges. I knew exactly what I would repay before I accepted the offer.',
    rating: 5,
  },
  {
    author: 'Hauwa Mohammed',
    role: 'Accountant, Kaduna',
    quote:
      'The first amount I asked for was more than I could afford, and the site showed me why. A smaller ' +
      'loan over six months worked out much better.',
    rating: 4,
  },
];
