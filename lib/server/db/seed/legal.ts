// The Terms of Use and the Privacy Notice of the demo hospital. Pure data: the seed
// (./index.ts) stores them, the HTML passing through the same sanitiser as every save.
//
// The Privacy Notice states what this website actually does with personal data (the booking,
// contact and career forms, the one-time code, payments, messages, retention, browser storage).
// When the site's behaviour changes, this text must change with it.

import type { LegalPageSeed } from "./editorial-types";

export const TERMS_SEED: LegalPageSeed = {
  title: "Terms of Use",
  lastUpdated: "2026-12-07",
  bodyHtml: `
<p>These terms apply when you use the website of <strong>Sunrise Multispeciality Hospital</strong>. The website is run by <strong>Sunrise Healthcare Private Limited</strong>, 14 Riverside Road, Baner, Pune, Maharashtra 411045, India ("the hospital", "we", "us"). By using the website, you accept these terms. If you do not accept them, please do not use the website.</p>
<p>Please also read our <a href="/Privacy">Privacy Notice</a>. It explains what we do with the information you give us.</p>

<h2>1. General information, not medical advice</h2>
<p>The website gives general information about our hospital, our doctors, our services and common health topics. It is not medical advice. It cannot replace a consultation with a doctor who has examined you.</p>
<ul>
  <li>Do not start, stop or change any treatment only because of something you read here.</li>
  <li>Health articles are written for a general reader. Your own situation may be different.</li>
  <li>The help chat on the website answers simple questions about the website and the hospital. It does not give medical advice.</li>
</ul>

<h2>2. In an emergency</h2>
<p><strong>Do not use the booking form in an emergency.</strong> Call our emergency line on <a href="tel:+912067201000">+91 20 6720 1000</a>, or go to the nearest emergency department. Our emergency department is open 24 hours a day, every day.</p>
<p>Signs of an emergency include chest pain, difficulty breathing, sudden weakness of the face, arm or leg, heavy bleeding, a serious injury, a seizure or loss of consciousness.</p>

<h2>3. Booking an appointment</h2>
<p>You can ask for an out-patient (OPD) appointment on the <a href="/appointment">appointment page</a>.</p>
<ul>
  <li>We verify your mobile number with a one-time code sent by SMS.</li>
  <li>Your booking is a request until the hospital confirms it. We confirm requests <strong>within 30 minutes during OPD hours</strong>. Requests made outside OPD hours are confirmed when the OPD opens.</li>
  <li>We send the confirmation by SMS, and by e-mail if you gave one. If you ask for it when booking, we also send an SMS reminder before that appointment, in time to cancel it with a refund where our refund rules give one.</li>
  <li>Please arrive 15 minutes early and bring any earlier reports, prescriptions and a photo identity document.</li>
</ul>

<h2>4. Fees and payment</h2>
<ul>
  <li>The fees shown on the website are <strong>consultation fees only</strong>. Tests, procedures, medicines and any other services are charged separately, at the hospital.</li>
  <li>Online payments are handled by our payment gateway, Razorpay Software Private Limited. We never see or store your card, UPI or bank details.</li>
  <li>Fees include any taxes that apply, unless the website says otherwise.</li>
</ul>

<h2>5. Moving or cancelling an appointment</h2>
<ul>
  <li>You can move or cancel your appointment online on the <a href="/my-booking">My Booking page</a>, up to <strong>24 hours before</strong> the appointment time. If you cancel, you get a <strong>full refund</strong> of the consultation fee.</li>
  <li>Within 24 hours of the appointment, please call our front desk on <a href="tel:+912067202000">+91 20 6720 2000</a>. We will try to help, but a refund is not guaranteed.</li>
  <li>Refunds go back to the <strong>original payment method</strong>. They usually reach you in <strong>5 to 7 working days</strong>, depending on your bank.</li>
</ul>

<h2>6. When a doctor is not available</h2>
<p>Doctors' schedules can change. A doctor may be called to an emergency, fall ill or go on leave. If this affects your appointment, we will tell you as soon as we can. We will offer you another time, another doctor of the same speciality, or a full refund. You choose.</p>

<h2>7. Your responsibilities</h2>
<ul>
  <li>Give true, complete and current information. Wrong details can delay your care.</li>
  <li>Book only for yourself, or for a person who depends on you (such as your child or an elderly parent) with their permission or as their lawful guardian.</li>
  <li>Keep your booking reference and one-time codes to yourself.</li>
  <li>Tell us if your details change, or if you think someone has used your details without permission.</li>
</ul>

<h2>8. Acceptable use</h2>
<p>Please use the website fairly. You must not:</p>
<ul>
  <li>make false, duplicate or fake bookings, or book in another person's name without their permission;</li>
  <li>send abusive, threatening, obscene or misleading messages through our forms;</li>
  <li>copy or collect content or data with automated tools (scraping) in a way that slows down or harms the service;</li>
  <li>try to get around our security, test it for weaknesses, or reach parts of the website you are not allowed to reach;</li>
  <li>upload files that contain viruses or harmful code;</li>
  <li>use the website for anything unlawful.</li>
</ul>
<p>We may limit or block access for anyone who breaks these rules. Where the law requires, we may report it to the authorities.</p>

<h2>9. Content and trademarks</h2>
<p>The text, pictures, design and logos on the website belong to Sunrise Healthcare Private Limited or to people who allowed us to use them. The name "Sunrise Multispeciality Hospital" and our logo are our trademarks.</p>
<p>You may read, print or share pages for your own personal, non-commercial use, as long as you do not change them and you mention the source. Any other use needs our written permission.</p>

<h2>10. Links to other websites</h2>
<p>Some pages link to other websites, such as public health bodies or our payment gateway. We do not control those websites. We are not responsible for their content or for how they handle your data. Please read their own terms and privacy notices.</p>

<h2>11. Availability of the website</h2>
<p>We work to keep the website available and correct. Still, it may sometimes be unavailable, for example during maintenance, and information may sometimes be out of date. We may change or remove any part of the website at any time.</p>

<h2>12. Limitation of liability</h2>
<p>We provide the website "as it is". To the extent the law allows, the hospital is not liable for any loss caused by using the website, by relying on its general information, or by the website being unavailable.</p>
<p>Nothing in these terms limits any liability that cannot be limited under Indian law. Nothing in these terms affects your rights as a patient or as a consumer.</p>

<h2>13. Changes to these terms</h2>
<p>We may update these terms. The date at the top shows the latest version. If you keep using the website after a change, the new terms apply.</p>

<h2>14. Governing law</h2>
<p>These terms are governed by the laws of India. The courts at Pune, Maharashtra have jurisdiction over any dispute about them.</p>

<h2>15. Contact and grievances</h2>
<p>For questions about the website or a booking, please use our <a href="/contactUs">contact page</a> or call our front desk on <a href="tel:+912067202000">+91 20 6720 2000</a>.</p>
<p>If you have a complaint, please write to our Grievance Officer:</p>
<ul>
  <li><strong>Ms. Leena Dsouza</strong>, Grievance Officer and contact for data protection</li>
  <li>E-mail: <a href="mailto:privacy@sunrisehospitalpune.in">privacy@sunrisehospitalpune.in</a></li>
  <li>Phone: <a href="tel:+912067202090">+91 20 6720 2090</a></li>
  <li>Post: Sunrise Healthcare Private Limited, 14 Riverside Road, Baner, Pune, Maharashtra 411045, India</li>
</ul>
<p>We acknowledge every complaint <strong>within 48 hours</strong> and aim to resolve it <strong>within 30 days</strong>.</p>
`.trim(),
};

export const PRIVACY_SEED: LegalPageSeed = {
  title: "Privacy Notice",
  lastUpdated: "2026-12-07",
  bodyHtml: `
<p>This notice explains what personal data our website collects, why, how long we keep it, and your rights. We follow India's <strong>Digital Personal Data Protection Act, 2023</strong> (the DPDP Act).</p>
<p>The website is run by <strong>Sunrise Healthcare Private Limited</strong>, which operates <strong>Sunrise Multispeciality Hospital</strong>, 14 Riverside Road, Baner, Pune, Maharashtra 411045, India ("we", "us"). We decide how your data is used, so under the DPDP Act we are the Data Fiduciary.</p>

<h2>In short</h2>
<table>
  <caption>What each form on this website collects, why, and how long we keep it</caption>
  <thead>
    <tr>
      <th scope="col">Form</th>
      <th scope="col">What we collect</th>
      <th scope="col">Why</th>
      <th scope="col">How long we keep it</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <td>Appointment booking</td>
      <td>Patient's name, mobile number, e-mail (optional), age or date of birth, gender, reason for the visit, your consent</td>
      <td>To book and confirm the appointment, send messages about it, and help the doctor prepare</td>
      <td>3 years after the appointment, then deleted</td>
    </tr>
    <tr>
      <td>Contact form</td>
      <td>Name, phone, e-mail, subject, message</td>
      <td>To answer you</td>
      <td>12 months, then deleted</td>
    </tr>
    <tr>
      <td>Career application</td>
      <td>Name, e-mail, phone, job applied for, years of experience, cover note, résumé file</td>
      <td>To consider you for that opening</td>
      <td>12 months after you apply, then deleted (résumé included)</td>
    </tr>
  </tbody>
</table>
<p>We do not sell your data. We do not show advertising. We do not build profiles of you.</p>
<p><strong>See, download, correct or erase your data yourself</strong> on the <a href="/my-data">My data</a> page, after verifying your mobile number with a one-time code. We answer every request <strong>within 90 days</strong>.</p>

<h2>1. Booking an appointment</h2>
<p>When you book an appointment on the <a href="/appointment">appointment page</a>, we collect:</p>
<ul>
  <li>the patient's name;</li>
  <li>a mobile number;</li>
  <li>an e-mail address (optional);</li>
  <li>the patient's age or date of birth;</li>
  <li>the patient's gender;</li>
  <li>the reason for the visit;</li>
  <li>your consent, given by ticking the consent box.</li>
</ul>
<p><strong>Why we use it:</strong> to book and confirm the appointment; to send you SMS and e-mail messages about it (the confirmation, a reminder before the appointment if you ticked its box when booking, sent in time to cancel with a refund where the refund rules give one, and any changes); and so the doctor can prepare for the visit.</p>
<p><strong>Your consent:</strong> we record what you agreed to, when, and the wording you agreed to. You can stop the day-before reminder (and, where you asked us to, the remembering of your details) at any time in one click on the <a href="/my-data">My data</a> page; reminders already planned are then not sent.</p>
<p><strong>Checking your mobile number:</strong> we send a one-time code to your mobile number by SMS. We never store the code itself, only a keyed hash of it (a scrambled form that cannot be turned back into the code). The verification record is deleted after 24 hours.</p>
<p><strong>Payment:</strong> the consultation fee is paid through our payment gateway, <strong>Razorpay Software Private Limited</strong>. You enter your card, UPI or bank details on Razorpay's page, not ours. Our website never sees or stores them. We keep only the order reference, the payment reference and the amount.</p>
<p><strong>How long we keep it:</strong></p>
<ul>
  <li>Booking and patient details: <strong>3 years after the appointment</strong>, for continuity of care and for our accounts. Then they are deleted.</li>
  <li>The texts of the SMS and e-mail messages we send you: <strong>90 days</strong>.</li>
  <li>Records of events received from the payment gateway: <strong>30 days</strong>.</li>
  <li>Records of a consent you withdrew: <strong>1 year</strong> after you withdrew it.</li>
  <li>Records of your requests about your data (their reference, kind and dates; your number only in a keyed, scrambled form): <strong>1 year</strong> after the request is closed.</li>
</ul>

<h2>2. The contact form</h2>
<p>When you write to us through the <a href="/contactUs">contact page</a>, we collect your name, phone number, e-mail address, the subject and your message.</p>
<p><strong>Why we use it:</strong> to answer you.</p>
<p><strong>How long we keep it:</strong> <strong>12 months</strong>, then it is deleted.</p>

<h2>3. Applying for a job</h2>
<p>When you apply for a job on our <a href="/career">careers page</a>, we collect your name, e-mail address, phone number, the job you are applying for, your years of experience, your cover note and your résumé file (PDF, DOC or DOCX, at most 5 MB).</p>
<p><strong>Why we use it:</strong> to consider you for that opening.</p>
<p><strong>Who sees it:</strong> only our HR team. Applications and résumés are kept in private storage that cannot be reached from the website.</p>
<p><strong>How long we keep it:</strong> <strong>12 months after you apply</strong>. Then the application is deleted, résumé file included.</p>

<h2>4. Where your data is stored and who receives it</h2>
<p>Your data is stored on the hospital's own servers in India, both the database and uploaded files.</p>
<p>We share data only with service providers who need it to deliver a service for us (Data Processors under the DPDP Act). They may use it only for that service:</p>
<ul>
  <li><strong>MSG91</strong> (Walkover Web Solutions Private Limited, India) sends our text messages. It receives your mobile number and the message text.</li>
  <li><strong>Our e-mail provider</strong> sends our e-mails. It receives your e-mail address and the message text.</li>
  <li><strong>Razorpay</strong> (Razorpay Software Private Limited) handles payments. It receives what you enter on its payment page and the order details.</li>
</ul>
<p>We do not sell your data. We do not use it for advertising, and we do not profile you. We may disclose data when the law requires it, for example to a court or a government authority.</p>

<h2>5. How we protect your data</h2>
<ul>
  <li>All traffic to the website is encrypted with HTTPS.</li>
  <li>We set limits against abuse, such as too many requests or too many one-time codes. To do this, the website counts requests by a keyed hash of your network address (not the address itself); each count is deleted at most two hours after it starts.</li>
  <li>Our staff can see personal data only when their work needs it (need-to-know).</li>
  <li>Staff actions on personal data are recorded.</li>
</ul>

<h2>6. Cookies and browser storage</h2>
<p>We do not use analytics cookies, advertising cookies or tracking cookies.</p>
<ul>
  <li>While you book, your browser keeps a short-lived booking token in its local storage. It lasts <strong>30 minutes</strong>.</li>
  <li>The booking form saves a draft of what you typed in your browser's session storage, so you do not lose it if the page reloads. It is gone when you close the tab.</li>
  <li>The help chat runs entirely in your browser. It sends nothing to our server.</li>
</ul>

<h2>7. Children</h2>
<p>A booking for a child (a person under 18) must be made by a parent or lawful guardian. The booking records the parent's or guardian's consent.</p>

<h2>8. Your rights</h2>
<p>Under the DPDP Act, you have the right to:</p>
<ul>
  <li><strong>know</strong> what personal data we hold about you and how we use it;</li>
  <li><strong>correct</strong> data that is wrong or incomplete, and update it;</li>
  <li><strong>have it erased</strong>. Some records we must keep by law, such as medical and financial records; we keep those only as long as the law requires;</li>
  <li><strong>withdraw your consent</strong> at any time. This stops future processing; it does not undo what was done before;</li>
  <li><strong>nominate</strong> someone to exercise your rights if you die or cannot act yourself;</li>
  <li><strong>grievance redressal</strong>: have your complaint heard and answered.</li>
</ul>
<p><strong>How to ask:</strong> on the <a href="/my-data">My data</a> page. Verify your mobile number with a one-time code, and you can see every record we hold against it (patients' details, appointments, payments and refunds, the messages we sent you, your contact messages and job applications, and your consents), download it as a file, ask for a correction, withdraw a consent or erase your data. Each request gets a reference starting with <strong>PR-</strong>. You can also e-mail or write to our Grievance Officer (details below) with your booking reference or the phone number you used; we will check your identity before we share or change anything.</p>
<p><strong>Erasure:</strong> we erase at once everything no law requires us to keep. The record of a paid appointment, with its payment and any refund, is part of our medical and accounts records: we keep it without your name or number until 3 years after the appointment, then delete it, and we tell you the date. While you have an appointment still to come, please cancel it first (or wait until it has passed), so that we never have a patient we cannot name or reach.</p>

<h2>9. Grievance Officer</h2>
<p>Our Grievance Officer is also our contact for data protection:</p>
<ul>
  <li><strong>Ms. Leena Dsouza</strong>, Grievance Officer</li>
  <li>E-mail: <a href="mailto:privacy@sunrisehospitalpune.in">privacy@sunrisehospitalpune.in</a></li>
  <li>Phone: <a href="tel:+912067202090">+91 20 6720 2090</a></li>
  <li>Post: Sunrise Healthcare Private Limited, 14 Riverside Road, Baner, Pune, Maharashtra 411045, India</li>
</ul>
<p>We acknowledge your request or complaint <strong>within 48 hours</strong> and answer it <strong>within 90 days</strong> at the latest, as the Digital Personal Data Protection Rules, 2025 require (usually much sooner). If you are not satisfied with our answer, you may complain to the <strong>Data Protection Board of India</strong>.</p>

<h2>10. Medical records at the hospital</h2>
<p>This notice covers our website. Medical records created at the hospital itself, such as case notes, test reports and discharge summaries, follow the hospital's medical-records policy. For questions about them, write to <a href="mailto:records@sunrisehospitalpune.in">records@sunrisehospitalpune.in</a>.</p>

<h2>11. Changes to this notice</h2>
<p>We may update this notice when the website changes. The date at the top shows the latest version. We will announce any important change on the website.</p>
<p>See also our <a href="/Terms">Terms of Use</a>.</p>
`.trim(),
};
