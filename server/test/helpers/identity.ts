import type { startTestGateway } from './gateway';

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;

export interface RosterEntry {
  organizationCode: string;
  regNo: string;
  /** The roster's contact, where the code is emailed. */
  contact: string;
}

export const ADAEZE: RosterEntry = {
  organizationCode: 'ZENITHTECH',
  regNo: 'ZT-1001',
  contact: 'adaeze.okafor@zenithtech.example',
};
export const KEMI: RosterEntry = {
  organizationCode: 'ZENITHTECH',
  regNo: 'ZT-1027',
  contact: 'kemi.adewale@zenithtech.example',
};
export const EMEKA: RosterEntry = {
  organizationCode: 'ZENITHTECH',
  regNo: 'ZT-1014',
  contact: 'emeka.nwosu@zenithtech.example',
};
export const TUNDE: RosterEntry = {
  organizationCode: 'LAGOSHEALTH',
  regNo: 'LHS-20417',
  contact: 'tunde.bakare@lagoshealth.example',
};

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * Each proof comes from its own address unless a test says otherwise, so the per-address limit
 * (tested on its own) does not cap how many people a test file can prove.
 */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.17.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

export const requestCode = (
  gateway: Gateway,
  entry: Pick<RosterEntry, 'organizationCode' | 'regNo'>,
  remoteAddress = nextAddress(),
) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/Identity/request_code',
    remoteAddress,
    payload: { organizationCode: entry.organizationCode, regNo: entry.regNo },
  });

export const verifyCode = (
  gateway: Gateway,
  entry: Pick<RosterEntry, 'organizationCode' | 'regNo'>,
  code: string,
  token?: string,
  remoteAddress = nextAddress(),
) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/Identity/verify_code',
    remoteAddress,
    headers: bearer(token),
    payload: { organizationCode: entry.organizationCode, regNo: entry.regNo, code },
  });

/** The code in the newest email to this address, read from the `.eml` file as a person would. */
export async function latestCode(gateway: Gateway, to: string): Promise<string> {
  const mine = (await gateway.mail()).filter((mail) => mail.raw.includes(`\nTo: ${to}`));
  const code = /Your Lendbridge code: (\d{6})/.exec(mine.at(-1)?.raw ?? '')?.[1];
  if (!code) throw new Error(`No identity code was emailed to ${to}`);
  return code;
}

/** Asks for a code, reads it from the email and proves it: answers the proof token. */
export async function proveIdentity(gateway: Gateway, entry: RosterEntry, token?: string): Promise<string> {
  const asked = await requestCode(gateway, entry);
  if (asked.statusCode !== 200) throw new Error(`request_code answered ${asked.statusCode}: ${asked.body}`);
  const verified = await verifyCode(gateway, entry, await latestCode(gateway, entry.contact), token);
  if (verified.statusCode !== 200)
    throw new Error(`verify_code answered ${verified.statusCode}: ${verified.body}`);
  return verified.json().responseData.proofToken as string;
}
