import { useEffect, useRef, useState } from 'react';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import { Textarea } from '#app/components/ui/form-controls.tsx';
import { BoundField, HoneypotField, TextInput } from '#app/components/ui/form.tsx';
import { ChoiceField, EmailField, FieldGroup, PhoneField } from '#app/components/ui/lead-form-fields.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { professionalReceivedTexts } from '#contract/lead-texts.ts';
import { professionOptions, urgencyOptions } from '#contract/lead-options.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { medicalInfoFormContent } from './professionals-content.ts';
import { AgreeAndSend } from './agree-and-send.tsx';
import { labelsByValue, mentionsSideEffect, productListId } from './professional-texts.ts';
import { formRefusalIds } from '#languages/lead-messages.ts';

const professionLabels = labelsByValue(professionOptions);
const urgencyLabels = labelsByValue(urgencyOptions);

/**
 * The texts the form's island carries on a translated page: its words and its confirmation's, its
 * fields' labels and choices, the agreement's words, the form kit's and the form's refusals.
 */
export const medicalInfoFormTexts = [
  'professionals.medicalInfoForm',
  'professionals.received.medical-info',
  'field.medical-info',
  'option.profession',
  'option.urgency',
  'termsAgreement',
  'form.optional',
  'form.leaveEmpty',
  ...formRefusalIds('medical-info'),
];

const linkClass = 'font-medium text-teal-800 underline';

/** A healthcare professional's question to our medical information team: the island of `/medical-info`. */
export function MedicalInfoForm() {
  const [sent, setSent] = useState<SentLead>();
  const [sideEffect, setSideEffect] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useContent('professionals.medicalInfoForm', medicalInfoFormContent);
  const received = useContent(
    'professionals.received.medical-info',
    professionalReceivedTexts['medical-info'],
  );
  const labels = useContent('field.medical-info', leadFieldLabels['medical-info']);
  const professions = useContent('option.profession', professionLabels);
  const urgencies = useContent('option.urgency', urgencyLabels);
  const { locale } = useTranslate();
  const { formProps, field, formError, busy } = useLeadForm('medical-info', {
    labels,
    minimumBusyMs: 1000,
    onSent: (answer, form) => {
      form.reset();
      setSideEffect(false);
      setSent(answer);
    },
  });

  // A question typed before the form's code arrived is read as it starts: nothing typed is lost.
  useEffect(() => {
    const question = formRef.current?.elements.namedItem('question');
    if (question instanceof HTMLTextAreaElement) setSideEffect(mentionsSideEffect(question.value));
  }, []);

  return (
    <>
      <SentConfirmation sent={sent} {...received} />
      <form
        {...formProps}
        ref={formRef}
        aria-label={texts.formName}
        className="relative grid gap-6 md:grid-cols-2"
      >
        <HoneypotField />
        <FieldGroup legend={texts.aboutYou}>
          <BoundField field={field('name')}>
            {(control) => <TextInput {...control({ autoComplete: 'name' })} />}
          </BoundField>
          <ChoiceField
            field={field('profession')}
            choices={professionOptions}
            labels={professions}
            placeholder={texts.chooseOne}
          />
          <BoundField field={field('registrationNumber')} hint={texts.registrationHint}>
            {(control) => <TextInput {...control()} />}
          </BoundField>
          <BoundField field={field('institution')}>
            {(control) => <TextInput {...control({ autoComplete: 'organization' })} />}
          </BoundField>
          <EmailField field={field('email')} />
          <PhoneField field={field('phone')} />
        </FieldGroup>
        <FieldGroup legend={texts.questionLegend}>
          <BoundField field={field('productName')} hint={texts.productHint}>
            {(control) => <TextInput {...control({ list: productListId })} />}
          </BoundField>
          <ChoiceField
            field={field('urgency')}
            choices={urgencyOptions}
            labels={urgencies}
            placeholder={texts.chooseOne}
          />
          <BoundField field={field('question')} className="md:col-span-2">
            {(control) => (
              <Textarea
                {...control({ rows: 6 })}
                onInput={(event) => setSideEffect(mentionsSideEffect(event.currentTarget.value))}
              />
            )}
          </BoundField>
          {sideEffect && (
            <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900 md:col-span-2">
              {richText(texts.sideEffectHint, {
                link: (
                  <a href={localHref('/adverse-events', locale)} className={linkClass}>
                    {texts.sideEffectLink}
                  </a>
                ),
              })}
            </p>
          )}
        </FieldGroup>
        <AgreeAndSend agreement={field('agreed')} formError={formError} busy={busy} texts={texts} />
      </form>
    </>
  );
}
