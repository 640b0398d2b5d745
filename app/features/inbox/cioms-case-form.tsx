import type { ReactNode } from 'react';
import { postalAddressLine } from '#app/lib/site-config.ts';
import { companyName } from '#contract/company.ts';
import type { LeadDetail } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { leadValueText } from '#contract/lead-values.ts';
import {
  reportingClock,
  reportingClockText,
  type SafetyCase,
  seriousnessCriteria,
  seriousnessCriterionLabels,
} from '#contract/safety-case.ts';

/** What the public form does not ask; CIOMS-I has a box for it all the same. */
const notAsked = 'Not asked by the reporting form';

/** One numbered box of the form: its CIOMS-I number and title, and what the case holds for it. */
function Box({
  number,
  title,
  children,
  wide,
}: {
  number: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`border border-black p-1.5 ${wide ? 'col-span-4' : 'col-span-2'}`}>
      <dt className="text-[8pt] font-semibold uppercase">
        {number ? `${number}. ` : ''}
        {title}
      </dt>
      <dd className="mt-0.5 text-[10pt] whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-2 break-inside-avoid">
      <h4 className="border border-b-0 border-black bg-slate-100 px-1.5 py-0.5 text-[9pt] font-bold uppercase">
        {title}
      </h4>
      <dl className="grid grid-cols-4">{children}</dl>
    </section>
  );
}

/**
 * The printed case, laid out like the CIOMS-I form that regulators and partners read: reaction,
 * suspect drug, concomitant drugs and history, manufacturer, then the seriousness the company
 * assessed, the PvPI report and the follow-up with the reporter. Shown only on paper; the screen
 * shows the same facts in the inbox's own layout.
 */
export function CiomsCaseForm({ item, safetyCase }: { item: LeadDetail; safetyCase: SafetyCase }) {
  const field = (name: string) => {
    const value = item.fields[name];
    return value === undefined || value === '' ? notAsked : leadValueText(name, value);
  };
  const text = (name: string) => <bdi>{field(name)}</bdi>;
  return (
    <div data-cioms-form="" className="hidden text-black print:block">
      <p className="text-[9pt]">
        {companyName}: adverse-event case summary, printed {istDateTime(new Date())}
      </p>
      <h3 className="mt-1 text-center text-[13pt] font-bold uppercase">Suspect adverse reaction report</h3>
      <p className="text-center text-[9pt]">Laid out as the CIOMS-I form. Case {item.reference}.</p>
      <Part title="I. Reaction information">
        <Box number="1" title="Patient initials">
          {notAsked}
        </Box>
        <Box number="1a" title="Country">
          India
        </Box>
        <Box number="2–3" title="Date of birth, age, sex">
          {notAsked}
        </Box>
        <Box number="4–6" title="Reaction onset">
          {text('startedOn')}
        </Box>
        <Box number="7 + 13" title="Describe reaction(s), including relevant tests and lab data" wide>
          {text('description')}
        </Box>
        <Box number="8–12" title="Check all appropriate to adverse reaction" wide>
          <ul className="grid grid-cols-2 gap-x-4">
            {seriousnessCriteria.map((criterion) => (
              <li key={criterion}>
                <span aria-hidden="true">{safetyCase.criteria.includes(criterion) ? '☒' : '☐'}</span>{' '}
                <span className="sr-only">{safetyCase.criteria.includes(criterion) ? 'Yes: ' : 'No: '}</span>
                {seriousnessCriterionLabels[criterion]}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            {safetyCase.assessed
              ? 'As assessed by drug safety (ICH E2A).'
              : 'Not yet assessed by drug safety.'}{' '}
            The reporter described it as “{field('seriousness')}”.{' '}
            {reportingClockText(reportingClock(safetyCase, new Date()))}
          </p>
        </Box>
      </Part>
      <Part title="II. Suspect drug(s) information">
        <Box number="14" title="Suspect drug(s)">
          {text('productName')}
        </Box>
        <Box number="14" title="Batch number">
          {text('batchNumber')}
        </Box>
        <Box number="15–21" title="Dose, route, indication, therapy dates, dechallenge, rechallenge" wide>
          {notAsked}; ask the reporter in a follow-up.
        </Box>
      </Part>
      <Part title="III. Concomitant drug(s) and history">
        <Box number="22–23" title="Concomitant drugs, other relevant history" wide>
          {notAsked}
        </Box>
      </Part>
      <Part title="IV. Manufacturer information">
        <Box number="24a" title="Name and address of manufacturer">
          {companyName}, {postalAddressLine()}
        </Box>
        <Box number="24b" title="Manufacturer control number">
          {item.reference}
        </Box>
        <Box number="24c" title="Date received by manufacturer (day 0)">
          {safetyCase.dayZero}
        </Box>
        <Box number="24d" title="Report source">
          Spontaneous, from the website’s report form; the reporter is: {text('reporterType')}
        </Box>
        <Box number="" title="Reporter" wide>
          <dl className="grid grid-cols-[10rem_1fr]">
            <dt>Name</dt>
            <dd>{text('reporterName')}</dd>
            <dt>Email</dt>
            <dd>{text('reporterEmail')}</dd>
            <dt>Phone</dt>
            <dd>{text('reporterPhone')}</dd>
            <dt>May be contacted</dt>
            <dd>{field('consentToContact')}</dd>
          </dl>
        </Box>
        <Box number="25a" title="Report type">
          {item.thread.length > 0 ? 'Initial, with follow-up below' : 'Initial'}
        </Box>
        <Box number="" title="Reported to PvPI">
          {safetyCase.pvpi
            ? `Reported to PvPI on ${safetyCase.pvpi.reportedOn}, reference ${safetyCase.pvpi.reference}.`
            : 'Not yet reported.'}
        </Box>
      </Part>
      {item.thread.length > 0 && (
        <section className="mt-2 break-inside-avoid">
          <h4 className="text-[9pt] font-bold uppercase">Follow-up with the reporter</h4>
          <ol className="mt-1 space-y-1 text-[10pt]">
            {item.thread.map((message, index) => (
              <li key={index}>
                {istDateTime(message.at)}, {message.from === 'visitor' ? 'the reporter' : 'drug safety'}:{' '}
                <bdi className="whitespace-pre-wrap">{message.body}</bdi>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
