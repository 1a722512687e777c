import type { SeedInstitution } from '../types';

export const institutions: SeedInstitution[] = [
  {
    slug: 'university-of-lagos',
    name: 'University of Lagos',
    otherNames: ['UNILAG'],
    location: 'Akoka, Lagos',
    description:
      'A federal university founded in 1962 on the Lagos Lagoon, with strong faculties of engineering, ' +
      'medicine, law and marine sciences. Students can apply for Lendbridge school fees loans with their ' +
      'matric number.',
    website: 'https://university-of-lagos.example',
    organizationCode: 'UNILAG',
    isPartner: true,
    isActive: true,
    scholarships: [
      {
        title: 'Marine Biology Research Grant',
        amount: 120000000,
        currency: 'NGN',
        deadline: '2027-04-30',
        level: 'Postgraduate',
        fieldOfStudy: 'Marine science',
        eligibilitySummary:
          'Open to master’s students in marine biology or fisheries whose research covers the Lagos Lagoon ' +
          'or the Gulf of Guinea coast.',
        howToApply:
          'Submit a two-page research proposal and a supervisor’s letter to the School of Postgraduate ' +
          'Studies scholarships office.',
        isActive: true,
      },
      {
        title: 'Women in Engineering Bursary',
        amount: 50000000,
        currency: 'NGN',
        deadline: '2027-02-28',
        level: 'Undergraduate',
        fieldOfStudy: 'Engineering',
        eligibilitySummary:
          'For female students in 200 level or above in any engineering department with a CGPA of at least ' +
          '3.5.',
        howToApply:
          'Apply through the student portal under Scholarships and attach your latest academic transcript.',
        isActive: true,
      },
      {
        title: 'Public Health Leaders Award',
        amount: 80000000,
        currency: 'NGN',
        deadline: '2027-06-15',
        level: 'Postgraduate',
        fieldOfStudy: 'Medicine and health',
        eligibilitySummary:
          'For Master of Public Health students who have worked at least two years in a Nigerian primary ' +
          'health care setting.',
        howToApply: 'Send your CV and a personal statement to the College of Medicine scholarships office.',
        isActive: true,
      },
      {
        title: 'Akoka Law Clinic Scholarship',
        amount: 35000000,
        currency: 'NGN',
        deadline: '2026-03-31',
        level: 'Undergraduate',
        fieldOfStudy: 'Law',
        eligibilitySummary:
          'For law students who have volunteered at the university legal aid clinic for at least one ' +
          'semester.',
        howToApply: 'Applications were handled by the Faculty of Law scholarships office.',
        isActive: false,
      },
    ],
  },
  {
    slug: 'covenant-university',
    name: 'Covenant University',
    otherNames: ['CU'],
    location: 'Ota, Ogun',
    description:
      'A private university in Ota known for engineering, computing and business programmes. Students can ' +
      'apply for Lendbridge school fees loans with their matric number.',
    website: 'https://covenant-university.example',
    organizationCode: 'COVENANT',
    isPartner: true,
    isActive: true,
    scholarships: [
      {
        title: 'Data Science Fellowship',
        amount: 150000000,
        currency: 'NGN',
        deadline: '2027-05-31',
        level: 'Postgraduate',
        fieldOfStudy: 'Computer science',
        eligibilitySummary:
          'For master’s students in computer science or statistics working on machine learning or data ' +
          'engineering projects.',
        howToApply:
          'Apply on the university scholarships portal with a project summary and two academic references.',
        isActive: true,
      },
      {
        title: 'First-Generation Scholars Grant',
        amount: 60000000,
        currency: 'NGN',
        deadline: '2027-03-15',
        level: 'Undergraduate',
        fieldOfStudy: 'All fields',
        eligibilitySummary:
          'For undergraduates who are the first in their family to attend university and can show ' +
          'financial need.',
        howToApply:
          'Complete the financial need form at the Student Affairs scholarships office before the deadline.',
        isActive: true,
      },
      {
        title: 'Sustainable Architecture Design Prize',
        amount: 40000000,
        currency: 'NGN',
        deadline: '2027-01-31',
        level: 'Undergraduate',
        fieldOfStudy: 'Architecture',
        eligibilitySummary: 'For final-year architecture students submitting a low-energy housing design.',
        howToApply: 'Submit your design portfolio to the Department of Architecture scholarships desk.',
        isActive: false,
      },
    ],
  },
  {
    slug: 'obafemi-awolowo-university',
    name: 'Obafemi Awolowo University',
    otherNames: ['OAU', 'University of Ife', 'Great Ife'],
    location: 'Ile-Ife, Osun',
    description:
      'A federal university with one of the largest campuses in Nigeria and long-standing programmes in ' +
      'agriculture, pharmacy and the creative arts.',
    website: 'https://obafemi-awolowo-university.example',
    organizationCode: null,
    isPartner: true,
    isActive: true,
    scholarships: [
      {
        title: 'Agritech Innovators Scholarship',
        amount: 45000000,
        currency: 'NGN',
        deadline: '2027-07-31',
        level: 'Undergraduate',
        fieldOfStudy: 'Agriculture',
        eligibilitySummary:
          'For agriculture students with a practical idea for improving crop storage, irrigation or market ' +
          'access for smallholder farmers.',
        howToApply:
          'Submit a short project pitch and your transcript to the Faculty of Agriculture scholarships ' +
          'office.',
        isActive: true,
      },
      {
        title: 'Creative Arts Merit Award',
        amount: 30000000,
        currency: 'NGN',
        deadline: '2027-01-15',
        level: 'Undergraduate',
        fieldOfStudy: 'Arts',
        eligibilitySummary:
          'For students of fine arts, music or dramatic arts who have exhibited or performed work in the ' +
          'past year.',
        howToApply: 'Upload a portfolio or recording through the university scholarships portal.',
        isActive: true,
      },
      {
        title: 'Pharmaceutical Sciences Doctoral Studentship',
        amount: 250000000,
        currency: 'NGN',
        deadline: '2027-09-30',
        level: 'Doctoral',
        fieldOfStudy: 'Medicine and health',
        eligibilitySummary:
          'For PhD candidates researching medicinal plants or drug quality testing, admitted in the ' +
          'current session.',
        howToApply:
          'Apply through the Postgraduate College scholarships office with your admission letter and ' +
          'proposal.',
        isActive: true,
      },
    ],
  },
  {
    slug: 'ahmadu-bello-university',
    name: 'Ahmadu Bello University',
    otherNames: ['ABU', 'ABU Zaria'],
    location: 'Zaria, Kaduna',
    description:
      'One of Nigeria’s largest universities, serving students from across the North. It is especially ' +
      'well known for veterinary medicine, agriculture and engineering.',
    website: 'https://ahmadu-bello-university.example',
    organizationCode: null,
    isPartner: true,
    isActive: true,
    scholarships: [
      {
        title: 'Savannah Veterinary Medicine Bursary',
        amount: 55000000,
        currency: 'NGN',
        deadline: '2027-08-15',
        level: 'Undergraduate',
        fieldOfStudy: 'Veterinary medicine',
        eligibilitySummary:
          'For Doctor of Veterinary Medicine students in 300 level or above with an interest in livestock ' +
          'health.',
        howToApply:
          'Collect and return the application form at the Faculty of Veterinary Medicine scholarships ' +
          'office.',
        isActive: true,
      },
      {
        title: 'Northern Girls in Science Scholarship',
        amount: 40000000,
        currency: 'NGN',
        deadline: '2027-03-31',
        level: 'Undergraduate',
        fieldOfStudy: 'Science',
        eligibilitySummary:
          'For female students from the northern states studying physics, chemistry, biology or mathematics.',
        howToApply:
          'Apply on the university portal and attach a letter of recommendation from your head of ' +
          'department.',
        isActive: true,
      },
    ],
  },
  {
    slug: 'yaba-college-of-technology',
    name: 'Yaba College of Technology',
    otherNames: ['YABATECH', 'YCT'],
    location: 'Yaba, Lagos',
    description:
      'Nigeria’s first higher educational institution, offering National Diploma and Higher National ' +
      'Diploma programmes in engineering, technology, art and design.',
    website: 'https://yaba-college-of-technology.example',
    organizationCode: null,
    isPartner: true,
    isActive: true,
    scholarships: [
      {
        title: 'Renewable Energy Technicians Award',
        amount: 20000000,
        currency: 'NGN',
        deadline: '2027-02-15',
        level: 'Diploma',
        fieldOfStudy: 'Engineering',
        eligibilitySummary:
          'For National Diploma students in electrical or mechanical engineering who complete a solar ' +
          'installation placement.',
        howToApply:
          'Register your interest at the college scholarships office and attach your placement letter.',
        isActive: true,
      },
      {
        title: 'Fashion and Textile Design Bursary',
        amount: 15000000,
        currency: 'NGN',
        deadline: '2027-05-15',
        level: 'Diploma',
        fieldOfStudy: 'Arts',
        eligibilitySummary:
          'For fashion and textile design students who can show a collection of at least five pieces.',
        howToApply: 'Submit photographs of your collection through the college scholarships portal.',
        isActive: true,
      },
      {
        title: 'Printing Technology Starter Grant',
        amount: 18000000,
        currency: 'NGN',
        deadline: '2027-06-30',
        level: 'Diploma',
        fieldOfStudy: 'Printing technology',
        eligibilitySummary:
          'For Higher National Diploma students in printing technology planning to start a print business.',
        howToApply: 'Applications are made through the college scholarships office.',
        isActive: false,
      },
    ],
  },
  {
    slug: 'university-of-nigeria-nsukka',
    name: 'University of Nigeria, Nsukka',
    otherNames: ['UNN'],
    location: 'Nsukka, Enugu',
    description:
      'The first indigenous university in Nigeria, with large faculties of agriculture, arts and the ' +
      'sciences. Its research on climate and food security is widely cited.',
    website: 'https://university-of-nigeria-nsukka.example',
    organizationCode: null,
    isPartner: false,
    isActive: true,
    scholarships: [
      {
        title: 'Climate Resilience Research Grant',
        amount: 180000000,
        currency: 'NGN',
        deadline: '2027-06-30',
        level: 'Doctoral',
        fieldOfStudy: 'Agriculture',
        eligibilitySummary:
          'For PhD students studying drought, flooding or soil erosion and their effect on farming in ' +
          'South-East Nigeria.',
        howToApply:
          'Submit your research proposal to the School of Postgraduate Studies scholarships office.',
        isActive: true,
      },
      {
        title: 'African Literature Writers Scholarship',
        amount: 35000000,
        currency: 'NGN',
        deadline: '2027-04-15',
        level: 'Undergraduate',
        fieldOfStudy: 'Arts',
        eligibilitySummary:
          'For English and literary studies students who submit an original short story or poem.',
        howToApply: 'Send your entry to the Faculty of Arts scholarships office by the deadline.',
        isActive: true,
      },
    ],
  },
  {
    slug: 'lagos-state-university',
    name: 'Lagos State University',
    otherNames: ['LASU'],
    location: 'Ojo, Lagos',
    description:
      'A state university on the Badagry Expressway with large faculties of education, law and the ' +
      'social sciences, and a college of medicine in Ikeja.',
    website: 'https://lagos-state-university.example',
    organizationCode: null,
    isPartner: false,
    isActive: true,
    scholarships: [
      {
        title: 'Badagry Corridor Teachers Bursary',
        amount: 25000000,
        currency: 'NGN',
        deadline: '2027-03-31',
        level: 'Undergraduate',
        fieldOfStudy: 'Education',
        eligibilitySummary:
          'For education students from Badagry, Ojo or Amuwo-Odofin who plan to teach in a Lagos State ' +
          'public school after graduating.',
        howToApply: 'Apply through the Faculty of Education with your admission letter and a referee’s letter.',
        isActive: true,
      },
    ],
  },
  {
    slug: 'lagos-business-school',
    name: 'Lagos Business School',
    otherNames: ['LBS'],
    location: 'Ajah, Lagos',
    description:
      'The graduate business school of Pan-Atlantic University, offering MBA and executive programmes. Its ' +
      'programmes are designed for working professionals and business owners.',
    website: 'https://lagos-business-school.example',
    organizationCode: null,
    isPartner: false,
    isActive: true,
    scholarships: [
      {
        title: 'Women in Leadership MBA Scholarship',
        amount: 250000000,
        currency: 'NGN',
        deadline: '2027-09-15',
        level: 'Postgraduate',
        fieldOfStudy: 'Business',
        eligibilitySummary:
          'For women with at least five years of work experience who have been admitted to the full-time ' +
          'or modular MBA.',
        howToApply: 'Apply through the admissions portal and complete the scholarship essay section.',
        isActive: true,
      },
      {
        title: 'SME Founders Executive Bursary',
        amount: 150000000,
        currency: 'NGN',
        deadline: '2027-07-15',
        level: 'Postgraduate',
        fieldOfStudy: 'Business',
        eligibilitySummary:
          'For owners of small and medium businesses with at least ten employees joining an executive ' +
          'programme.',
        howToApply:
          'Contact the school’s scholarships office with your company profile and most recent accounts.',
        isActive: true,
      },
      {
        title: 'Fintech Product Leaders Scholarship',
        amount: 120000000,
        currency: 'NGN',
        deadline: '2027-05-31',
        level: 'Postgraduate',
        fieldOfStudy: 'Business',
        eligibilitySummary:
          'For product managers in financial technology companies joining the MBA programme.',
        howToApply: 'Applications are made through the school’s scholarships office.',
        isActive: false,
      },
    ],
  },
  {
    slug: 'federal-university-of-technology-akure',
    name: 'Federal University of Technology, Akure',
    otherNames: ['FUTA'],
    location: 'Akure, Ondo',
    description:
      'A specialised university of technology offering engineering, earth sciences and agricultural ' +
      'technology programmes. Its listings are paused while scholarship details are being updated.',
    website: 'https://federal-university-of-technology-akure.example',
    organizationCode: null,
    // A partner whose listing is paused: it must have no page while inactive.
    isPartner: true,
    isActive: false,
    scholarships: [
      {
        title: 'Mining Engineering Field Studies Grant',
        amount: 45000000,
        currency: 'NGN',
        deadline: '2027-05-31',
        level: 'Undergraduate',
        fieldOfStudy: 'Engineering',
        eligibilitySummary:
          'For mining engineering students in 400 level completing a field studies placement.',
        howToApply: 'Applications are made through the university scholarships office.',
        isActive: false,
      },
    ],
  },
  {
    slug: 'auchi-polytechnic',
    name: 'Auchi Polytechnic',
    otherNames: ['AUCHIPOLY'],
    location: 'Auchi, Edo',
    description:
      'A federal polytechnic known for its school of art and design and its engineering diplomas. It is ' +
      'not currently listed on Lendbridge.',
    website: 'https://auchi-polytechnic.example',
    organizationCode: null,
    isPartner: false,
    isActive: false,
    scholarships: [],
  },
];
