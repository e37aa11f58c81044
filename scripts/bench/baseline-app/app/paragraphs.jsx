// The bare pages' text: numbered sentences, about `bytes` characters in all.
const SENTENCES = [
  "Outpatient consultations run from Monday to Saturday, with evening clinics on weekdays.",
  "Bring previous reports, prescriptions and a list of current medicines to the first visit.",
  "The laboratory shares most results within a day, and the doctor reviews them with you.",
  "Follow-up visits are booked at the desk or online, up to thirty days ahead.",
  "Insurance approvals are checked before the visit, so billing at discharge is quick.",
];

function paragraphs(bytes) {
  const out = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const text = `${i + 1}. ${SENTENCES[i % SENTENCES.length]} ${SENTENCES[(i * 3 + 1) % SENTENCES.length]}`;
    out.push(text);
    size += text.length + 7;
  }
  return out;
}

export function BarePage({ bytes }) {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>
        A heading and text, rendered by the same Next.js and React as the site, with no client component of its own: what
        any page costs before the site adds anything.
      </p>
      {paragraphs(bytes).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
