import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { TestimonialsList } from '../components/testimonials-list';

const testimonial = (id: number, rating: number) => ({
  id,
  author: `Person ${id}`,
  role: 'Nurse',
  quote: 'It was clear what I would pay.',
  rating,
});

describe('the testimonials', () => {
  it('draw each rating as filled and empty stars, read as “n out of 5”', () => {
    renderWithProviders(<TestimonialsList testimonials={[testimonial(1, 4), testimonial(2, 5)]} />);

    const four = screen.getByRole('img', { name: '4 out of 5' });
    expect(four).toHaveTextContent('★★★★☆');
    expect(screen.getByRole('img', { name: '5 out of 5' })).toHaveTextContent('★★★★★');
  });
});
