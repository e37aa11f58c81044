// News items for the demo: hospital announcements, accreditation, community work
// and new services at the fictional Sunrise Multispeciality Hospital, Baner, Pune. Pure data;
// the seed stores them and passes bodyHtml through the same sanitiser as every save.
//
// Eight are published on different days in the past, one is published but scheduled ten days
// ahead (never public until then) and one is a draft (never public). Every cover is a generated
// SVG at /images/articles/news-<slug>.svg. People quoted by role only are fictional staff; no
// patient is identified anywhere.

import type { ArticleSeed } from "./editorial-types";

const TEAM = "Sunrise Communications Team";
const cover = (slug: string) => `/images/articles/news-${slug}.svg`;

export const NEWS_SEED: ArticleSeed[] = [
  {
    kind: "news",
    slug: "wakad-clinic-extended-opd-hours",
    title: "Wakad Clinic extends OPD hours to evenings and Sunday mornings",
    excerpt:
      "From this week the Wakad Clinic sees patients until 8 pm on weekdays and Saturdays, and on Sunday mornings, so fewer people need to take time off work.",
    bodyHtml: `<p>Many of the families who use our Wakad Clinic told us the same thing: the morning OPD was hard to reach without taking leave from work or missing school. From this week the clinic stays open longer, with consultants and the sample collection counter available in the evenings and on Sunday mornings.</p>
<h2>The new timings</h2>
<ul>
<li><strong>Monday to Saturday:</strong> 8 am to 8 pm (previously 9 am to 2 pm)</li>
<li><strong>Sunday:</strong> 9 am to 1 pm</li>
<li><strong>Sample collection:</strong> from 7:30 am every day the clinic is open, for fasting blood tests</li>
<li><strong>Pharmacy:</strong> open whenever the OPD is open</li>
</ul>
<h2>Who you can see in the evening</h2>
<p>General medicine, paediatrics and obstetrics and gynaecology consultations run through the evening session every weekday. Orthopaedics and dermatology have evening clinics on alternate days, and the full weekly timetable is on display at the clinic reception. Reports from tests done at Wakad are shared with your doctor at the Baner campus too, so follow-up visits can happen at whichever site suits you.</p>
<blockquote><p>“We planned these hours around the working day of the people who live and work in Wakad and Hinjewadi. A child with a cough should not have to wait for the weekend to see a paediatrician.” — Manager, Wakad Clinic</p></blockquote>
<h2>Booking a visit</h2>
<p>You can choose a doctor and an evening slot on our <a href="/appointment">online appointment page</a>, call the front desk on +91 20 6720 2000, or write to wakad.clinic@sunrisehospitalpune.in. Walk-in patients are welcome, although booked appointments are seen first.</p>
<h2>In an emergency</h2>
<p>The Wakad Clinic is an outpatient clinic and does not have an emergency department. If you or someone with you has chest pain, difficulty breathing, signs of a stroke or a serious injury, call our 24x7 emergency line on +91 20 6720 1000 or come straight to the emergency department at 14 Riverside Road, Baner. Directions to both sites are on our <a href="/contactUs">contact page</a>.</p>
<p>We will review the new timings after three months and welcome your feedback at the clinic reception.</p>`,
    cover: cover("wakad-clinic-extended-opd-hours"),
    author: TEAM,
    category: "Hospital News",
    tags: ["wakad clinic", "opd timings", "outpatient", "appointments"],
    publishedDaysAgo: 2,
    status: "published",
  },
  {
    kind: "news",
    slug: "free-diabetes-screening-camp-baner",
    title: "Free diabetes screening camp draws hundreds of Baner residents",
    excerpt:
      "More than 600 adults had their blood sugar, blood pressure and weight checked free of charge at our Sunday screening camp in Baner.",
    bodyHtml: `<p>More than 600 adults came to the free diabetes screening camp that Sunrise Multispeciality Hospital held at a community hall in Baner last Sunday. Doctors, nurses, dietitians and laboratory staff from the hospital ran the camp from 8 am to 2 pm, with volunteers from local housing societies helping at registration.</p>
<h2>What was checked</h2>
<ul>
<li>Fasting or random blood sugar, with a finger-prick test</li>
<li>HbA1c for anyone whose blood sugar reading was high</li>
<li>Blood pressure, weight, height and waist measurement</li>
<li>A foot check for people already living with diabetes</li>
<li>A short talk with a dietitian about meals and portion sizes</li>
</ul>
<p>About one in nine people screened had a reading that suggested diabetes or prediabetes they did not know about. A single screening test is not a diagnosis, so each of them received a printed summary and was advised to have a confirmatory test and see a doctor. Several people with known diabetes also learnt that their sugar was poorly controlled and were encouraged to review their treatment.</p>
<h2>Who should be checked</h2>
<p>Type 2 diabetes often causes no symptoms for years. Our doctors suggest a check if you:</p>
<ul>
<li>are over 30 years of age</li>
<li>have a parent, brother or sister with diabetes</li>
<li>are overweight, or carry extra weight around the waist</li>
<li>have high blood pressure or high cholesterol</li>
<li>had diabetes during a pregnancy</li>
</ul>
<blockquote><p>“The people who came on Sunday were not ill; most had simply never had their sugar checked. Finding diabetes early gives them years in which diet, exercise and, where needed, medicines can prevent damage to the eyes, kidneys and heart.” — Consultant physician, Sunrise Multispeciality Hospital</p></blockquote>
<h2>Missed the camp?</h2>
<p>Anyone screened at the camp can show their summary slip at the Baner campus or the Wakad Clinic within 30 days for a follow-up consultation at a reduced fee. You can also <a href="/appointment">book an appointment online</a>. Housing societies, offices and community groups that would like to host a similar camp can write to us through the <a href="/contactUs">contact page</a>.</p>`,
    cover: cover("free-diabetes-screening-camp-baner"),
    author: TEAM,
    category: "Community",
    tags: ["diabetes", "health camp", "screening", "baner"],
    publishedDaysAgo: 8,
    status: "published",
  },
  {
    kind: "news",
    slug: "nabh-reaccreditation",
    title: "Sunrise Multispeciality Hospital renews its NABH accreditation",
    excerpt:
      "After a three-day on-site assessment of its wards, theatres, ICUs and laboratories, the hospital's NABH accreditation has been renewed for a further cycle.",
    bodyHtml: `<p>Sunrise Multispeciality Hospital has renewed its NABH accreditation, the national standard for the quality and safety of hospital care in India, following a three-day on-site assessment of the Baner campus. The hospital first became NABH-accredited more than a decade ago and is reassessed at the end of every accreditation cycle.</p>
<h2>What the assessment looked at</h2>
<p>Assessors visited every clinical area of the 350-bed hospital, spoke to doctors, nurses, support staff and patients, and reviewed records and procedures. The standards cover, among other things:</p>
<ul>
<li>patients' rights, consent and clear information about care and costs</li>
<li>infection prevention and control in wards, ICUs and operating theatres</li>
<li>safe use of medicines, from prescribing to the bedside</li>
<li>the emergency department, blood transfusion and resuscitation</li>
<li>fire safety, equipment maintenance and staff training</li>
<li>how incidents are reported, learnt from and prevented</li>
</ul>
<p>The hospital's laboratory services separately hold NABL accreditation, which is reviewed on its own schedule.</p>
<blockquote><p>“Accreditation is not a certificate we frame and forget. The standards shape how we work every day, and the assessment is a useful outside look at where we can still do better. We thank every member of staff who made it possible.” — Head of Quality, Sunrise Multispeciality Hospital</p></blockquote>
<h2>What it means for patients</h2>
<p>For patients and families, accreditation means that the way the hospital looks after you is measured against published national standards and checked by independent assessors. Suggestions made during the assessment have been turned into an action plan, and progress on it is reviewed each month by the hospital's quality committee.</p>
<h2>Tell us how we are doing</h2>
<p>Feedback from patients is one of the most important measures of quality we have. If something went well, or did not, please tell us through our <a href="/contactUs">contact page</a> or by writing to quality@sunrisehospitalpune.in. Every complaint is acknowledged and answered.</p>
<p>If you would like to see one of our consultants, you can <a href="/appointment">book an appointment online</a> or call the front desk on +91 20 6720 2000.</p>`,
    cover: cover("nabh-reaccreditation"),
    author: TEAM,
    category: "Awards & Accreditation",
    tags: ["nabh", "accreditation", "patient safety", "quality"],
    publishedDaysAgo: 12,
    status: "published",
  },
  {
    kind: "news",
    slug: "cpr-training-day-for-schools",
    title: "Schoolchildren learn hands-only CPR at our training day",
    excerpt:
      "Around 400 students from six schools in Baner and Balewadi practised hands-only CPR on manikins with our emergency doctors and nurses.",
    bodyHtml: `<p>Around 400 students from classes 8 to 10, from six schools in Baner and Balewadi, spent a morning at Sunrise Multispeciality Hospital learning what to do if someone collapses and stops breathing normally. The CPR training day was run by doctors and nurses from our emergency department, with 40 training manikins set up in the hospital auditorium.</p>
<h2>Why teach children CPR?</h2>
<p>When the heart stops suddenly, every minute without help lowers the chance of survival. Most cardiac arrests happen at home or in public places, long before an ambulance can arrive, so the people nearby matter most. Teenagers learn the skill quickly, remember it well and often teach it to their families.</p>
<h2>The four steps the students practised</h2>
<ol>
<li><strong>Check:</strong> make sure the place is safe, then tap the person's shoulders and shout. If they do not respond and are not breathing normally, act at once.</li>
<li><strong>Call:</strong> ask someone to phone 108 or our emergency line on +91 20 6720 1000, and to bring an AED (automated external defibrillator) if there is one nearby.</li>
<li><strong>Push:</strong> place the heel of one hand in the centre of the chest, the other hand on top, and push hard and fast, about 5 cm deep and 100 to 120 times a minute.</li>
<li><strong>Keep going:</strong> do not stop until help arrives, an AED tells you to pause, or the person starts breathing normally. Take turns if others can help.</li>
</ol>
<p>Each student practised on a manikin until they could keep the right depth and speed for two minutes, and then learnt how an AED talks its user through each step.</p>
<blockquote><p>“You cannot make things worse for someone whose heart has stopped. Pushing hard and fast on the chest keeps blood flowing to the brain until we get there, and that is what these students can now do.” — Head of Emergency Medicine, Sunrise Multispeciality Hospital</p></blockquote>
<h2>Bring the training to your school</h2>
<p>The training day is not a certified first-aid course, but it gives young people the confidence to act. We plan to hold it every term. Schools, colleges and housing societies that would like a session can get in touch through our <a href="/contactUs">contact page</a> or write to community@sunrisehospitalpune.in.</p>`,
    cover: cover("cpr-training-day-for-schools"),
    author: TEAM,
    category: "Community",
    tags: ["cpr", "first aid", "schools", "emergency care"],
    publishedDaysAgo: 30,
    status: "published",
  },
  {
    kind: "news",
    slug: "new-3-tesla-mri",
    title: "New 3 Tesla MRI scanner now in service at Baner",
    excerpt:
      "A wide-bore 3 Tesla MRI scanner is now scanning patients at the Baner campus, with shorter, quieter scans and more room for people who dislike enclosed spaces.",
    bodyHtml: `<p>The radiology department at Sunrise Multispeciality Hospital has started scanning patients on its new 3 Tesla MRI scanner. The scanner replaces the older 1.5 Tesla machine and is available for both outpatients and patients admitted to the hospital.</p>
<h2>What is different</h2>
<p>A 3 Tesla magnet is twice as strong as the one it replaces. For patients, that means clearer pictures and, for many examinations, shorter time in the scanner. Like every MRI, it uses a magnetic field and radio waves rather than X-rays, so there is no radiation.</p>
<ul>
<li><strong>A wider opening:</strong> the 70 cm bore gives more space around the head and shoulders, which helps people who feel uneasy in enclosed spaces.</li>
<li><strong>Quieter scans:</strong> noise-reduction software lowers the knocking sound, and headphones with music are offered for every scan.</li>
<li><strong>More detail:</strong> especially useful for the brain, spine, joints, prostate and heart.</li>
<li><strong>Faster sequences:</strong> many routine scans now take 20 to 30 minutes.</li>
</ul>
<blockquote><p>“The extra detail helps us see small lesions in the brain and spine, and fine injuries in joints, more clearly. Just as important, patients tell us the scan feels less confining than before.” — <a href="/doctordetail/dr-sanjay-bhatt">Dr. Sanjay Bhatt</a>, Head of Radiology &amp; Imaging</p></blockquote>
<h2>Before your scan</h2>
<p>MRI is safe for most people, but the strong magnet means a few checks are needed first. Please tell the team when you book if you:</p>
<ul>
<li>have a pacemaker, a cochlear implant, a metal fragment in the eye or any other implant</li>
<li>are, or might be, pregnant</li>
<li>have kidney disease, if a contrast injection may be needed</li>
</ul>
<p>Remove jewellery and metal objects before the scan, and ask whether you need to fast. A radiologist reports every scan, usually within 24 hours, and the report is shared with your doctor.</p>
<h2>How to book</h2>
<p>An MRI needs a request from a doctor. Read more about the <a href="/service-v2/detail/mri-scan">MRI service</a> and the <a href="/specialities/radiology-imaging">Radiology &amp; Imaging department</a>, or <a href="/appointment">book an appointment online</a>. For scan slots and preparation, call the front desk on +91 20 6720 2000.</p>`,
    cover: cover("new-3-tesla-mri"),
    author: TEAM,
    category: "New Services",
    tags: ["mri", "radiology", "diagnostics", "imaging"],
    publishedDaysAgo: 45,
    status: "published",
  },
  {
    kind: "news",
    slug: "kidney-transplant-milestone",
    title: "Our kidney transplant programme completes its 250th transplant",
    excerpt:
      "The nephrology and transplant team has completed its 250th kidney transplant. Dr. Lakshmi Pillai looks at what this means and what comes next.",
    bodyHtml: `<p>Last month our kidney transplant team completed its 250th kidney transplant at Sunrise Multispeciality Hospital. Behind that number are 250 people who no longer depend on dialysis, and just as many donors and families who made a difficult and generous decision. In keeping with their privacy, we do not share details of any recipient or donor.</p>
<h2>How the programme works</h2>
<p>A kidney transplant is the work of many people over many months. Every transplant at Sunrise follows the same path:</p>
<ul>
<li><strong>Assessment:</strong> the person with kidney failure and any possible living donor are examined and tested in detail, so that the operation is as safe as it can be for both.</li>
<li><strong>Approval:</strong> every living-donor transplant is reviewed and approved by the authorisation committee required under the Transplantation of Human Organs and Tissues Act before surgery is planned.</li>
<li><strong>Surgery:</strong> urologists, transplant surgeons, anaesthetists and nephrologists work together in the operating theatre and the transplant ICU.</li>
<li><strong>Follow-up:</strong> recipients are seen often in the first months, then for life, to adjust medicines that protect the new kidney.</li>
</ul>
<p>Most of our transplants come from living donors, usually a close family member. A smaller number come from deceased donors whose families agreed to organ donation through the regional allocation system.</p>
<blockquote><p>“The 250th transplant is a milestone for the whole team, from our dialysis nurses to the transplant coordinators. What matters most to us is how our patients do five and ten years later, and that is what we keep measuring.” — Dr. Lakshmi Pillai, Senior Consultant, Nephrology</p></blockquote>
<h2>Before a transplant</h2>
<p>Many people reach a transplant after months or years of dialysis. Our 20-station <a href="/service-v2/detail/dialysis-unit">dialysis unit</a> looks after them in the meantime, and our nephrologists discuss whether a transplant could be suitable at every stage of chronic kidney disease.</p>
<h2>What you can do</h2>
<p>There are far more people waiting for a kidney in India than there are organs. If you would like to be an organ donor after death, tell your family: their agreement is what makes donation possible. If you or someone close to you has kidney disease, read about our <a href="/specialities/nephrology">Nephrology department</a> or <a href="/appointment">book an appointment</a> with <a href="/doctordetail/dr-lakshmi-pillai">Dr. Lakshmi Pillai</a> or another member of the team.</p>`,
    cover: cover("kidney-transplant-milestone"),
    author: "Dr. Lakshmi Pillai",
    doctorUsername: "dr-lakshmi-pillai",
    doctorRole: "author",
    category: "Hospital News",
    tags: ["kidney transplant", "nephrology", "organ donation", "milestone"],
    publishedDaysAgo: 75,
    status: "published",
  },
  {
    kind: "news",
    slug: "mother-and-child-wing-opens",
    title: "New Mother & Child wing brings maternity, NICU and children's care under one roof",
    excerpt:
      "Antenatal clinics, birthing suites, the level III NICU and the children's ward are now together in one new wing at the Baner campus.",
    bodyHtml: `<p>Sunrise Multispeciality Hospital has opened its new Mother &amp; Child wing at the Baner campus. For the first time, antenatal clinics, birthing suites, the neonatal ICU and the children's ward are all in one building, connected by their own lifts, so mothers and babies no longer need to move between blocks.</p>
<h2>What is on each floor</h2>
<ul>
<li><strong>Ground floor:</strong> antenatal and gynaecology OPD, the child vaccination clinic, ultrasound and a feeding room for mothers.</li>
<li><strong>First floor:</strong> private labour, delivery and recovery suites where a companion can stay throughout, and a dedicated obstetric theatre.</li>
<li><strong>Second floor:</strong> the 24-cot level III NICU, directly above the birthing suites, with space for parents at every cot.</li>
<li><strong>Third floor:</strong> the children's ward, with a play area and beds where a parent can sleep beside their child.</li>
</ul>
<p>The wing brings together beds that were spread across the hospital; the total number of beds at the campus is unchanged at 350.</p>
<h2>Designed with families</h2>
<p>Parents, nurses and doctors helped plan the wing. Their suggestions shaped the quiet corridors, the softer lighting in the NICU, the lactation counselling rooms and the waiting areas where older brothers and sisters can play.</p>
<blockquote><p>“Babies and children do best when their parents are close, and when the teams caring for them work side by side. The new wing makes both much easier.” — <a href="/doctordetail/dr-sunita-desai">Dr. Sunita Desai</a>, Senior Consultant, Paediatrics</p></blockquote>
<h2>Services in the wing</h2>
<p>Read more about <a href="/service-v2/detail/maternity-care">maternity care and the birthing suites</a>, the <a href="/service-v2/detail/nicu">level III NICU</a> and our <a href="/specialities/paediatrics">Paediatrics department</a>. Antenatal classes on pregnancy exercise, labour, breastfeeding and newborn care now take place every week in the ground-floor classroom.</p>
<h2>Visit before your baby arrives</h2>
<p>Expectant parents are welcome to tour the birthing suites on Saturday mornings. To book a tour, call the front desk on +91 20 6720 2000 or write to maternity@sunrisehospitalpune.in. To see an obstetrician or paediatrician, <a href="/appointment">book an appointment online</a>.</p>`,
    cover: cover("mother-and-child-wing-opens"),
    author: TEAM,
    category: "New Services",
    tags: ["maternity", "nicu", "paediatrics", "mother and child"],
    publishedDaysAgo: 140,
    status: "published",
  },
  {
    kind: "news",
    slug: "blood-donation-drive-with-local-college",
    title: "Students give 182 units at our blood donation drive",
    excerpt:
      "Volunteers from a Baner college helped our blood centre collect 182 units in a single day, enough to support hundreds of patients.",
    bodyHtml: `<p>Students and teachers from a college in Baner joined hands with the Sunrise Multispeciality Hospital blood centre for a one-day blood donation drive on the college campus. By the end of the day, 182 people had donated blood, most of them for the first time.</p>
<p>The college's National Service Scheme volunteers organised registration, refreshments and a rest area, while our blood centre team of doctors, nurses and technicians screened every donor and collected the blood.</p>
<h2>Where the blood goes</h2>
<p>Each donation is tested and separated into components: red cells, plasma and platelets. One donation can therefore help more than one patient, such as:</p>
<ul>
<li>mothers who bleed heavily during childbirth</li>
<li>people undergoing major surgery or treated after accidents</li>
<li>children and adults receiving treatment for cancer</li>
<li>patients with thalassaemia who need transfusions every few weeks</li>
</ul>
<blockquote><p>“Platelets last only five days, so a hospital needs a steady flow of donors, not one big drive a year. Seeing so many young people give for the first time gives us real hope that they will come back.” — Medical Officer, Blood Centre, Sunrise Multispeciality Hospital</p></blockquote>
<h2>Can I donate?</h2>
<p>In general, you can give blood if you:</p>
<ul>
<li>are between 18 and 65 years of age</li>
<li>weigh at least 45 kg</li>
<li>feel well on the day, and have eaten a meal in the last few hours</li>
<li>have not donated in the last three months (men) or four months (women)</li>
</ul>
<p>A doctor checks your haemoglobin, blood pressure and health history before every donation, and may ask you to wait if you have recently been ill, had a tattoo, or started certain medicines. The donation itself takes about ten minutes.</p>
<h2>Donate or host a drive</h2>
<p>The blood centre at the Baner campus welcomes donors every day from 9 am to 5 pm. Colleges, offices and housing societies that would like to host a drive can reach the team through our <a href="/contactUs">contact page</a> or at bloodcentre@sunrisehospitalpune.in.</p>`,
    cover: cover("blood-donation-drive-with-local-college"),
    author: TEAM,
    category: "Community",
    tags: ["blood donation", "students", "blood centre", "volunteers"],
    publishedDaysAgo: 210,
    status: "published",
  },
  {
    // Scheduled: published, but ten days after the seed day, so never public until then.
    kind: "news",
    slug: "new-paediatric-icu",
    title: "A new 12-bed paediatric ICU opens in the Mother & Child wing",
    excerpt:
      "A larger paediatric intensive care unit, with 12 beds and a parent beside every one, opens in the Mother & Child wing and replaces the earlier six-bed unit.",
    bodyHtml: `<p>Sunrise Multispeciality Hospital is opening a new paediatric intensive care unit (PICU) on the third floor of the Mother &amp; Child wing. The 12-bed unit replaces the earlier six-bed PICU and sits on the same floor as the children's ward, one floor above the neonatal ICU.</p>
<h2>Who the PICU is for</h2>
<p>The PICU looks after infants, children and teenagers who are seriously ill or recovering from major surgery, for example with:</p>
<ul>
<li>severe pneumonia, asthma attacks or bronchiolitis that need breathing support</li>
<li>serious infections such as sepsis, dengue with complications or meningitis</li>
<li>prolonged seizures or head injuries</li>
<li>recovery after heart, brain or abdominal surgery</li>
</ul>
<p>Babies in their first weeks of life, especially those born early, continue to be cared for in our <a href="/service-v2/detail/nicu">level III NICU</a>.</p>
<h2>What is new</h2>
<ul>
<li>Twelve beds, two of them isolation rooms for infections</li>
<li>Ventilators, high-flow oxygen and continuous monitoring at every bed</li>
<li>Paediatric intensivists and PICU nurses in the unit around the clock</li>
<li>A recliner beside every bed so a parent can stay, and a family room on the same floor</li>
</ul>
<blockquote><p>“A frightened child settles better with a parent close by, and parents understand their child's care better when they are part of it. We designed the new unit around that.” — <a href="/doctordetail/dr-sunita-desai">Dr. Sunita Desai</a>, Senior Consultant, Paediatrics</p></blockquote>
<h2>Transfers and emergencies</h2>
<p>Children who become seriously ill are first seen in our 24x7 emergency department and moved to the PICU when needed. Doctors at other hospitals who wish to transfer a child can call the emergency line on +91 20 6720 1000. Parents can read more about our <a href="/specialities/paediatrics">Paediatrics department</a>, or <a href="/appointment">book an appointment</a> for follow-up after discharge.</p>
<h2>Join the team</h2>
<p>We are recruiting paediatric critical care nurses and respiratory therapists for the new unit. See the current openings on our <a href="/career">careers page</a>.</p>`,
    cover: cover("new-paediatric-icu"),
    author: TEAM,
    category: "New Services",
    tags: ["picu", "paediatrics", "critical care", "children"],
    publishedDaysAgo: -10,
    status: "published",
  },
  {
    // Draft: never public.
    kind: "news",
    slug: "senior-citizens-health-talk-series",
    title: "Free monthly health talks for senior citizens",
    excerpt:
      "A new series of free talks for older adults and their families, on the first Saturday of each month at the Baner campus, starts with heart health.",
    bodyHtml: `<p>Sunrise Multispeciality Hospital is starting a series of free health talks for senior citizens and the families who care for them. The talks take place on the first Saturday of every month at 10:30 am in the hospital auditorium at 14 Riverside Road, Baner, and last about an hour, including time for questions.</p>
<h2>The first six talks</h2>
<ol>
<li><strong>Looking after your heart after 60:</strong> blood pressure, cholesterol and warning signs of a heart attack, with <a href="/doctordetail/dr-rajesh-iyer">Dr. Rajesh Iyer</a>, Director, Cardiology.</li>
<li><strong>Preventing falls at home:</strong> balance exercises, footwear, lighting and safer bathrooms.</li>
<li><strong>Keeping your kidneys healthy:</strong> diabetes, blood pressure and the painkillers to be careful with.</li>
<li><strong>Memory and the mind:</strong> normal forgetfulness, when to seek advice, and looking after your mood.</li>
<li><strong>Your medicines:</strong> taking many tablets safely, and questions to ask your doctor.</li>
<li><strong>Eyes and ears:</strong> cataract, glaucoma and hearing loss, and why regular checks matter.</li>
</ol>
<h2>Who can attend</h2>
<p>The talks are open to everyone, whether or not you are a patient at Sunrise. Family members and carers are especially welcome. Each talk is given in simple language, mainly in Marathi and Hindi, with an English summary, and printed notes are handed out at the end.</p>
<blockquote><p>“Older people often leave a consultation with questions they did not have time to ask. These talks give them an unhurried hour with a specialist and a chance to learn from one another.” — Coordinator, Senior Citizens' Health Programme</p></blockquote>
<h2>Practical details</h2>
<ul>
<li>Entry is free, but seats are limited, so please register in advance.</li>
<li>The auditorium is on the ground floor, with wheelchair access and accessible toilets.</li>
<li>Free blood pressure and blood sugar checks are offered before each talk from 9:30 am.</li>
<li>Parking is available at the campus for those attending.</li>
</ul>
<h2>How to register</h2>
<p>Call the front desk on +91 20 6720 2000, write to seniors@sunrisehospitalpune.in, or send us a message through our <a href="/contactUs">contact page</a>. If you would like to see a doctor about a particular concern, you can also <a href="/appointment">book an appointment online</a>.</p>`,
    cover: cover("senior-citizens-health-talk-series"),
    author: TEAM,
    category: "Community",
    tags: ["senior citizens", "health talks", "healthy ageing", "community"],
    publishedDaysAgo: 0,
    status: "draft",
  },
];
