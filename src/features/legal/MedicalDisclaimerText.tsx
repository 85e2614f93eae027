import { CrisisResources } from './CrisisResources';
import * as styles from './Legal.css';

/** The Medical Disclaimer (footer, Legal column): what Doro is not, and where to turn instead. */
export function MedicalDisclaimerText() {
  return (
    <article className={styles.text}>
      <p>
        Doro is an AI coach. It is a computer program, not a human, and not a doctor, psychologist, therapist or any
        other health professional. No clinician reviews your sessions.
      </p>
      <ul>
        <li>
          <strong>Not medical advice.</strong> What Doro says is general support, not medical, psychological or other
          professional advice, and it can be wrong. Do not use it in place of care from a qualified professional, and do
          not stop or change any treatment because of it.
        </li>
        <li>
          <strong>No diagnosis.</strong> Doro does not diagnose or treat any condition.
        </li>
        <li>
          <strong>Questionnaires are screenings.</strong> They are well-known screening questionnaires that can show
          whether it may help to talk to a professional. A score is not a diagnosis; a doctor or another qualified
          professional can tell you what it means for you.
        </li>
        <li>
          <strong>Not an emergency service.</strong> Doro cannot call for help or send anyone to you.
        </li>
      </ul>
      <CrisisResources heading="If you are in crisis or in danger" />
      <p>
        If you are worried about your mental or physical health, talk to your doctor, a nurse, or a mental-health
        professional.
      </p>
    </article>
  );
}
