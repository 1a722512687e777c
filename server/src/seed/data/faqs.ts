import type { SeedFaq } from '../types';

export const faqs: SeedFaq[] = [
  {
    question: 'How does Lendbridge check whether I am eligible?',
    answer:
      'We first confirm that you are on the staff or student roster of an organization that partners with ' +
      'Lendbridge, using your staff ID or matric number. We then check affordability: the monthly ' +
      'repayment on a loan must not be more than one third of your monthly take-home pay. Only providers ' +
      'that lend to your organization and pass this check are shown to you.',
    category: 'Eligibility',
    isApproved: true,
  },
  {
    question: 'Why did I get no offers?',
    answer:
      'Usually the amount or tenor you asked for would make the monthly repayment more than a third of ' +
      'your take-home pay, or no active provider currently lends to your organization for that loan type. ' +
      'Try a smaller amount or a longer tenor. Seeing offers is never a guarantee of approval, and seeing ' +
      'none does not affect your credit record.',
    category: 'Eligibility',
    isApproved: true,
  },
  {
    question: 'My employer is not on the list. Can I still apply?',
    answer:
      'Not yet. Lenders on Lendbridge only lend to staff of organizations they have a payroll or ' +
      'verification agreement with. Ask your HR or payroll team to contact us about a partnership, and we ' +
      'will let you know by email if your organization is added.',
    category: 'Eligibility',
    isApproved: true,
  },
  {
    question: 'Does it cost anything to use Lendbridge?',
    answer:
      'No. Comparing offers on Lendbridge is free and we never charge borrowers a fee. The only costs you ' +
      'pay are the interest and processing fee shown on the offer you choose, and these go to the ' +
      'provider.',
    category: 'Offers and repayments',
    isApproved: true,
  },
  {
    question: 'What does APR mean on an offer?',
    answer:
      'APR is the annual percentage rate: the yearly cost of borrowing, including interest and the ' +
      'processing fee, expressed as a percentage. Because it includes fees, it lets you compare offers ' +
      'fairly even when providers charge fees differently. Each offer also shows the monthly repayment and ' +
      'the total amount you will repay in naira.',
    category: 'Offers and repayments',
    isApproved: true,
  },
  {
    question: 'How are offers ordered?',
    answer:
      'Offers are listed by total cost of the loan, cheapest first, for the amount and tenor you entered. ' +
      'No provider can pay to appear higher in the list, so the first offer is always the cheapest overall ' +
      'for your chosen amount and tenor.',
    category: 'Offers and repayments',
    isApproved: true,
  },
  {
    question: 'Can I decline an offer after I have been approved?',
    answer:
      'Yes. You can decline any offer at no cost until you sign the loan agreement with the provider. Once ' +
      'the agreement is signed and the money is disbursed, the provider’s own cancellation and early ' +
      'repayment terms apply.',
    category: 'Offers and repayments',
    isApproved: true,
  },
  {
    question: 'Can I top up or renew a loan before it is fully repaid?',
    answer:
      'Some providers offer a top-up once you have made a set number of on-time repayments, usually three ' +
      'or more. The new loan clears the old balance first, and the affordability check is applied to the ' +
      'combined repayment. Top-ups are arranged directly with your provider.',
    category: 'Offers and repayments',
    isApproved: true,
  },
  {
    question: 'Who can see my personal and salary information?',
    answer:
      'Comparing offers does not share your details with any provider. Your name, contact details and pay ' +
      'information are shared only with the provider whose offer you accept, so they can process your ' +
      'application. We never sell your data.',
    category: 'Safety and privacy',
    isApproved: true,
  },
  {
    question: 'How do I delete my Lendbridge account?',
    answer:
      'Go to Account settings and choose Request account deletion, or email our support team from the ' +
      'address on your account. We will confirm by email once your profile has been deleted. Records of ' +
      'any loan you took through a provider are kept by that provider as the law requires.',
    category: 'Your account',
    isApproved: true,
  },
  {
    question: 'How do I find scholarships for my course?',
    answer:
      'Open the Scholarships page and search by keyword, institution, level of study or field, such as ' +
      'Engineering or Medicine and health. Each listing shows the award amount, deadline and who can ' +
      'apply. Applications are made through the institution’s scholarships office, not through Lendbridge.',
    category: 'Student finance',
    isApproved: true,
  },
  {
    question: 'Can a parent take a school fees loan for their child?',
    answer:
      'Some providers accept school fees applications from salaried parents as well as from students. The ' +
      'fees are paid directly to the school and the parent repays from salary.',
    category: 'Student finance',
    isApproved: false,
  },
];
