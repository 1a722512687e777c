import type { SeedOrganization } from '../types';

export const organizations: SeedOrganization[] = [
  {
    code: 'LAGOSHEALTH',
    name: 'Lagos State Health Service Commission',
    kind: 'employer',
    status: true,
    members: [
      {
        regNo: 'LHS-10234',
        fullName: 'Folasade Adebayo',
        monthlyNetPay: 42000000,
        contactEmail: 'folasade.adebayo@lagoshealth.example',
      },
      {
        regNo: 'LHS-20417',
        fullName: 'Tunde Bakare',
        monthlyNetPay: 3500000,
        contactEmail: 'tunde.bakare@lagoshealth.example',
      },
      {
        regNo: 'LHS-11876',
        fullName: 'Chiamaka Eze',
        monthlyNetPay: 28000000,
        contactEmail: 'chiamaka.eze@lagoshealth.example',
      },
      {
        regNo: 'LHS-15502',
        fullName: 'Ibrahim Suleiman',
        monthlyNetPay: 35000000,
        contactEmail: 'ibrahim.suleiman@lagoshealth.example',
      },
      {
        regNo: 'LHS-18830',
        fullName: 'Yetunde Ogunleye',
        monthlyNetPay: 19500000,
        contactEmail: 'yetunde.ogunleye@lagoshealth.example',
      },
      {
        regNo: 'LHS-19044',
        fullName: 'Folasade Adeyemi',
        monthlyNetPay: 21000000,
        contactEmail: 'folasade.adeyemi@lagoshealth.example',
      },
      {
        regNo: 'LHS-19257',
        fullName: 'Emeka Nnadi',
        monthlyNetPay: 24500000,
        contactEmail: 'emeka.nnadi@lagoshealth.example',
      },
      {
        regNo: 'LHS-21560',
        fullName: 'Damilola Akande',
        monthlyNetPay: 38000000,
        contactEmail: 'damilola.akande@lagoshealth.example',
      },
      {
        regNo: 'LHS-21604',
        fullName: 'Tolulope Bankole',
        monthlyNetPay: 36000000,
        contactEmail: 'tolulope.bankole@lagoshealth.example',
      },
    ],
  },
  {
    code: 'ZENITHTECH',
    name: 'Zenith Tech Solutions Ltd',
    kind: 'employer',
    status: true,
    members: [
      {
        regNo: 'ZT-1001',
        fullName: 'Adaeze Okafor',
        monthlyNetPay: 65000000,
        contactEmail: 'adaeze.okafor@zenithtech.example',
      },
      {
        regNo: 'ZT-1014',
        fullName: 'Emeka Nwosu',
        monthlyNetPay: 48000000,
        contactEmail: 'emeka.nwosu@zenithtech.example',
      },
      {
        regNo: 'ZT-1027',
        fullName: 'Kemi Adewale',
        monthlyNetPay: 82000000,
        contactEmail: 'kemi.adewale@zenithtech.example',
      },
      {
        regNo: 'ZT-1043',
        fullName: 'Musa Abdullahi',
        monthlyNetPay: 31000000,
        contactEmail: 'musa.abdullahi@zenithtech.example',
      },
      {
        regNo: 'ZT-1058',
        fullName: 'Ngozi Obi',
        monthlyNetPay: 22500000,
        contactEmail: 'ngozi.obi@zenithtech.example',
      },
      {
        regNo: 'ZT-1066',
        fullName: 'Chinedu Okeke',
        monthlyNetPay: 45000000,
        contactEmail: 'chinedu.okeke@zenithtech.example',
      },
      {
        regNo: 'ZT-1072',
        fullName: 'Kelechi Obi',
        monthlyNetPay: 45000000,
        contactEmail: 'kelechi.obi@zenithtech.example',
      },
    ],
  },
  {
    code: 'FEDCIVIL',
    name: 'Federal Civil Service Commission',
    kind: 'employer',
    status: true,
    members: [
      {
        regNo: 'FCS-300412',
        fullName: 'Aminu Bello',
        monthlyNetPay: 27000000,
        contactEmail: 'aminu.bello@fedcivil.example',
      },
      {
        regNo: 'FCS-300587',
        fullName: 'Funmilayo Ojo',
        monthlyNetPay: 18500000,
        contactEmail: 'funmilayo.ojo@fedcivil.example',
      },
      {
        regNo: 'FCS-301126',
        fullName: 'Obinna Chukwu',
        monthlyNetPay: 39000000,
        contactEmail: 'obinna.chukwu@fedcivil.example',
      },
      {
        regNo: 'FCS-301904',
        fullName: 'Hauwa Mohammed',
        monthlyNetPay: 23000000,
        contactEmail: 'hauwa.mohammed@fedcivil.example',
      },
      {
        regNo: 'FCS-302215',
        fullName: 'Ifeoma Nwachukwu',
        monthlyNetPay: 26000000,
        contactEmail: 'ifeoma.nwachukwu@fedcivil.example',
      },
      // Kept for the browser test of a loan settled early (tests/e2e/statements.spec.ts): each
      // repeat of it binds the next one to a new account.
      {
        regNo: 'FCS-303318',
        fullName: 'Bisi Adekunle',
        monthlyNetPay: 42000000,
        contactEmail: 'bisi.adekunle@fedcivil.example',
      },
      {
        regNo: 'FCS-303422',
        fullName: 'Yakubu Danjuma',
        monthlyNetPay: 42000000,
        contactEmail: 'yakubu.danjuma@fedcivil.example',
      },
      {
        regNo: 'FCS-303567',
        fullName: 'Ngozi Eze',
        monthlyNetPay: 42000000,
        contactEmail: 'ngozi.eze@fedcivil.example',
      },
    ],
  },
  {
    code: 'HALCYON',
    name: 'Halcyon Logistics Ltd',
    kind: 'employer',
    status: false,
    members: [
      {
        regNo: 'HAL-0452',
        fullName: 'Segun Oyelaran',
        monthlyNetPay: 26000000,
        contactEmail: 'segun.oyelaran@halcyon.example',
      },
      {
        regNo: 'HAL-0518',
        fullName: 'Blessing Uche',
        monthlyNetPay: 17500000,
        contactEmail: 'blessing.uche@halcyon.example',
      },
      {
        regNo: 'HAL-0631',
        fullName: 'Kunle Afolabi',
        monthlyNetPay: 34000000,
        contactEmail: 'kunle.afolabi@halcyon.example',
      },
      {
        regNo: 'HAL-0702',
        fullName: 'Zainab Yusuf',
        monthlyNetPay: 21000000,
        contactEmail: 'zainab.yusuf@halcyon.example',
      },
    ],
  },
  {
    code: 'UNILAG',
    name: 'University of Lagos',
    kind: 'school',
    status: true,
    members: [
      {
        regNo: 'UL/2021/04512',
        fullName: 'Temitope Akinola',
        monthlyNetPay: 8000000,
        contactEmail: 'temitope.akinola@unilag.example',
      },
      {
        regNo: 'UL/2022/01187',
        fullName: 'Chinedu Okeke',
        monthlyNetPay: 6000000,
        contactEmail: 'chinedu.okeke@unilag.example',
      },
      {
        regNo: 'UL/2020/07731',
        fullName: 'Halima Garba',
        monthlyNetPay: 12000000,
        contactEmail: 'halima.garba@unilag.example',
      },
      {
        regNo: 'UL/2023/02246',
        fullName: 'David Ogunbiyi',
        monthlyNetPay: 5000000,
        contactEmail: 'david.ogunbiyi@unilag.example',
      },
    ],
  },
  {
    code: 'COVENANT',
    name: 'Covenant University',
    kind: 'school',
    status: true,
    members: [
      {
        regNo: 'CU/2021/1042',
        fullName: 'Esther Adeleke',
        monthlyNetPay: 15000000,
        contactEmail: 'esther.adeleke@covenant.example',
      },
      {
        regNo: 'CU/2022/0637',
        fullName: 'Ifeanyi Nnamdi',
        monthlyNetPay: 10000000,
        contactEmail: 'ifeanyi.nnamdi@covenant.example',
      },
      {
        regNo: 'CU/2023/0291',
        fullName: 'Oluwaseun Fashola',
        monthlyNetPay: 7500000,
        contactEmail: 'oluwaseun.fashola@covenant.example',
      },
      {
        regNo: 'CU/2020/1456',
        fullName: 'Amarachi Onu',
        monthlyNetPay: 12500000,
        contactEmail: 'amarachi.onu@covenant.example',
      },
    ],
  },
];

/**
 * A roster member with no account yet, named in README and by `npm start`, to try the whole
 * journey as a newcomer: the identity code goes to this contact (an `.eml` file by default).
 */
export const NEWCOMER = {
  organizationName: 'Zenith Tech Solutions Ltd',
  regNo: 'ZT-1027',
  contact: 'kemi.adewale@zenithtech.example',
} as const;
