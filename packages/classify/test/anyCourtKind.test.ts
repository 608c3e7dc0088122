/**
 * The kinds a paper of any court stays (anyCourtKind.ts): a subpoena by its title and its command, a proof of service
 * by its title and its server's declaration, answered so where the model put the paper outside the domain; papers
 * that only name a subpoena or a service stay as the model answered them. Texts written here (not fixtures of the
 * real set).
 */
import { describe, expect, it } from 'vitest';
import { proofOfService, subpoenaByCommand } from '../src/anyCourtKind';
import { decideByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

const COURT_BLOCK = 'ATTORNEY OR PARTY WITHOUT ATTORNEY (Name and address):\nNAME OF COURT: Superior Court of Nevada, Washoe County';

const STATE_SUBPOENA = `${COURT_BLOCK}
PLAINTIFF: Rosa Delgado
DEFENDANT: Tri-County Storage LLC
SUBPOENA DUCES TECUM
THE PEOPLE OF THE STATE OF NEVADA, TO: Custodian of Records, Sierra Imaging Center
YOU ARE HEREBY COMMANDED to produce the records described below at the place, date and time shown.
Date: Time: Place:
Failure to obey this subpoena may be punished as contempt of court.`;

const FEDERAL_SUBPOENA = `UNITED STATES DISTRICT COURT
for the District of Oregon
Subpoena to Testify at a Deposition in a Civil Action
To: (Name of person to whom this subpoena is directed)
Testimony: YOU ARE COMMANDED to appear at the time, date, and place set forth below to testify at a deposition.`;

const PROOF = `${COURT_BLOCK}
PLAINTIFF/PETITIONER:
DEFENDANT/RESPONDENT:
PROOF OF SERVICE OF SUMMONS
1. At the time of service I was at least 18 years of age and not a party to this action.
2. I served copies of: a. summons b. complaint
3. Party served (specify name of party as shown on documents served):`;

const MOTION_TO_QUASH = `${COURT_BLOCK}
PLAINTIFF: Rosa Delgado
DEFENDANT: Tri-County Storage LLC
NOTICE OF MOTION AND MOTION TO QUASH SUBPOENA DUCES TECUM
The subpoena commands the custodian: "YOU ARE HEREBY COMMANDED to produce the records described below."
Defendant asks the court to quash it as overbroad.`;

const SUBPOENA_REQUEST_LETTER = `Harbor Claims Services
RECORDS SUBPOENA
Dear Custodian of Records:
Please find enclosed the records request for our insured. Kindly send the records within 15 days.
Sincerely,
Ana Ruiz`;

const SERVICE_INSTRUCTIONS = `WHAT IS A PROOF OF SERVICE?
A proof of service tells the court that papers were delivered.
The person who serves must be at least 18 years of age and not a party to the case.`;

describe('subpoenaByCommand / proofOfService', () => {
  it("reads any court's subpoena by its title and its command", () => {
    expect(subpoenaByCommand([STATE_SUBPOENA])).toBe(true);
    expect(subpoenaByCommand([FEDERAL_SUBPOENA])).toBe(true);
  });

  it('reads a proof of service by its title and the server declaring what was served', () => {
    expect(proofOfService([PROOF])).toBe(true);
  });

  it("leaves a party's motion about a subpoena, a letter titled a subpoena that commands nothing, and instructions about service", () => {
    expect(subpoenaByCommand([MOTION_TO_QUASH])).toBe(false);
    expect(subpoenaByCommand([SUBPOENA_REQUEST_LETTER])).toBe(false);
    expect(proofOfService([SERVICE_INSTRUCTIONS])).toBe(false);
    expect(proofOfService([STATE_SUBPOENA])).toBe(false);
  });
});

describe('decideByStructure: a subpoena or a proof of service the model put outside the domain', () => {
  it('answers the kind by rule, at its measured odds', () => {
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'court_order'), [STATE_SUBPOENA])).toEqual({
      type: 'subpoena',
      rule: 'subpoena-command',
    });
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'court_order'), [PROOF])).toEqual({ type: 'wcab_form', rule: 'proof-of-service' });
  });

  it("keeps the model's unknown for a motion to quash, and the model's own in-domain answer", () => {
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'court_order'), [MOTION_TO_QUASH]).type).toBe('unknown');
    expect(decideByStructure('subpoena', scoresOf('subpoena', 0.9, 'unknown'), [STATE_SUBPOENA])).toEqual({ type: 'subpoena' });
  });
});
