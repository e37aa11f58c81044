// Demo blog articles of Sunrise Multispeciality Hospital (fictional): patient education by its
// doctors, careful and plain. Twelve are published at different dates before the seed day; one
// is a draft (never public). Covers are generated SVGs under /images/articles/.
import type { ArticleSeed } from "./editorial-types";

const cover = (slug: string) => `/images/articles/${slug}.svg`;
const figure = (slug: string, alt: string, caption: string) =>
  `<figure><img src="${cover(slug)}" alt="${alt}" width="1200" height="630"><figcaption>${caption}</figcaption></figure>`;

export const BLOG_SEED: ArticleSeed[] = [
  {
    kind: "blog",
    slug: "heart-attack-warning-signs",
    title: "Heart attack: the warning signs that cannot wait",
    excerpt: "Chest pain is not the only sign. Learn the symptoms in men and women, what to do in the first minutes, and why calling for help early saves heart muscle.",
    bodyHtml: `<p>Every year our emergency team sees patients who waited at home for hours, hoping the discomfort was acidity. In a heart attack, time is heart muscle: the sooner the blocked artery is opened, the more of the heart is saved.</p>
<h2>The common signs</h2>
<ul>
<li>Pressure, tightness or heaviness in the centre of the chest, lasting more than a few minutes or coming back</li>
<li>Pain spreading to the left arm, both arms, the jaw, the neck or the back</li>
<li>Breathlessness, cold sweat, nausea or light-headedness</li>
</ul>
<p><strong>Women, older people and people with diabetes</strong> often have milder or unusual symptoms: unexplained tiredness, breathlessness, or discomfort in the upper abdomen. Do not dismiss them.</p>
${figure("heart-attack-warning-signs", "A heart with a heartbeat line across it", "Know the signs, and act on them early.")}
<h2>What to do in the first minutes</h2>
<ol>
<li>Stop what you are doing and sit down.</li>
<li>Call the hospital's emergency line, +91 20 6720 1000, or 108 for an ambulance.</li>
<li>Do not drive yourself. Unlock the door and keep your phone near you.</li>
<li>If you have been prescribed medicines for chest pain, take them as your doctor advised.</li>
</ol>
<h2>After the emergency</h2>
<p>Most people go back to normal life after a heart attack with the right medicines, cardiac rehabilitation and changes in habits. Our <a href="/specialities/cardiology">cardiology team</a> follows every patient after discharge. If you have risk factors such as high blood pressure, diabetes or a family history of heart disease, <a href="/appointment">book a check-up</a> before symptoms start.</p>`,
    cover: cover("heart-attack-warning-signs"),
    author: "Dr. Rajesh Iyer",
    doctorUsername: "dr-rajesh-iyer",
    doctorRole: "author",
    category: "Heart Health",
    tags: ["heart attack", "chest pain", "emergency", "cardiology"],
    publishedDaysAgo: 12,
    status: "published",
  },
  {
    kind: "blog",
    slug: "blood-pressure-at-home",
    title: "Measuring your blood pressure at home, the right way",
    excerpt: "A home monitor helps your doctor see your real blood pressure. Here is how to choose one, how to sit, and which readings mean you should call us.",
    bodyHtml: `<p>Blood pressure measured in a clinic can be higher than usual because people are anxious. Readings taken at home, in the right way, give your doctor a truer picture.</p>
<h2>Choosing a monitor</h2>
<ul>
<li>Choose an automatic upper-arm monitor; wrist monitors are less reliable.</li>
<li>The cuff must fit your arm: ask the pharmacist to check the size.</li>
<li>Bring the monitor to your next visit so we can compare it with ours.</li>
</ul>
<h2>How to measure</h2>
<ol>
<li>No tea, coffee, smoking or exercise for 30 minutes before.</li>
<li>Sit with your back supported and feet flat, arm resting at heart level, for five minutes.</li>
<li>Take two readings a minute apart, morning and evening, for a week before your appointment.</li>
<li>Write them down with the date and time.</li>
</ol>
<table><caption>What home readings usually mean (for adults)</caption><thead><tr><th scope="col">Reading (mmHg)</th><th scope="col">What to do</th></tr></thead><tbody><tr><td>Below 135/85</td><td>Keep up your routine and check as your doctor advised</td></tr><tr><td>135/85 to 179/109</td><td>Share the readings with your doctor at the next visit</td></tr><tr><td>180/110 or above</td><td>Rest and measure again; if still high, call your doctor the same day</td></tr></tbody></table>
<p>If a very high reading comes with chest pain, severe headache, weakness or blurred vision, call the emergency line at once. Our <a href="/doctordetail/dr-farah-siddiqui">preventive cardiology clinic</a> can help you set your own targets.</p>`,
    cover: cover("blood-pressure-at-home"),
    author: "Dr. Ananya Kulkarni",
    doctorUsername: "dr-ananya-kulkarni",
    doctorRole: "author",
    category: "Heart Health",
    tags: ["blood pressure", "hypertension", "home monitoring"],
    publishedDaysAgo: 64,
    status: "published",
  },
  {
    kind: "blog",
    slug: "monsoon-fevers-in-children",
    title: "Monsoon fevers in children: when to worry",
    excerpt: "Dengue, malaria, typhoid and viral fevers rise with the rains. How to care for a feverish child at home, and the signs that mean coming to hospital.",
    bodyHtml: `<p>The monsoon brings relief from the heat, and a season of fevers. Most fevers in children are viral and settle in three to five days with rest and fluids. Some need a doctor quickly.</p>
<h2>Caring for your child at home</h2>
<ul>
<li>Give plenty of fluids: water, coconut water, soups, oral rehydration solution.</li>
<li>Use paracetamol in the dose for your child's weight, as your paediatrician advised. Avoid other painkillers unless prescribed.</li>
<li>Dress the child lightly and let them rest.</li>
</ul>
<h2>Come to the hospital if your child</h2>
<ul>
<li>is younger than three months and has any fever</li>
<li>has fever for more than three days, or fever with a rash</li>
<li>is unusually drowsy, hard to wake, or very irritable</li>
<li>has bleeding gums, black stools, repeated vomiting or severe belly pain</li>
<li>passes much less urine than usual</li>
</ul>
<h2>Preventing mosquito-borne fevers</h2>
<p>Empty standing water around your home every week, use nets and repellents, and dress children in long sleeves in the evening. Keep <a href="/service-v2/detail/child-vaccination">vaccinations</a> up to date, including typhoid where advised. Our <a href="/specialities/paediatrics">paediatricians</a> see children every day, and the emergency department is open 24x7.</p>`,
    cover: cover("monsoon-fevers-in-children"),
    author: "Dr. Sunita Desai",
    doctorUsername: "dr-sunita-desai",
    doctorRole: "author",
    category: "Women & Children",
    tags: ["children", "fever", "dengue", "monsoon"],
    publishedDaysAgo: 140,
    status: "published",
  },
  {
    kind: "blog",
    slug: "thyroid-and-pregnancy",
    title: "Thyroid and pregnancy: what every mother-to-be should know",
    excerpt: "Thyroid problems are common in Indian women and matter for the baby's development. Why we test early, and how treatment keeps mother and baby safe.",
    bodyHtml: `<p>The thyroid gland sets the pace of the body's energy use. In pregnancy, the baby depends on the mother's thyroid hormone for the first months, when its brain is developing.</p>
<h2>Why we test early</h2>
<p>An underactive thyroid (hypothyroidism) is common and often gives no clear symptoms. Untreated, it can raise the risk of miscarriage and affect the baby's growth. A simple blood test, TSH, at the first antenatal visit tells us whether treatment is needed.</p>
<h2>If you already take thyroid tablets</h2>
<ol>
<li>Tell your doctor as soon as your pregnancy test is positive: the dose usually needs to go up.</li>
<li>Take the tablet on an empty stomach, 30 to 60 minutes before breakfast, and keep iron and calcium tablets four hours apart.</li>
<li>Have your TSH checked every four to six weeks in the first half of pregnancy.</li>
</ol>
<h2>After the baby is born</h2>
<p>Some women develop thyroid inflammation in the months after delivery, with tiredness, palpitations or low mood. Mention these symptoms at your postnatal visit. Our <a href="/specialities/obstetrics-gynaecology">obstetricians</a> and <a href="/specialities/endocrinology">endocrinologists</a> plan care together; you can <a href="/service-v2/detail/maternity-care">read about maternity care</a> or <a href="/appointment">book a visit</a>.</p>`,
    cover: cover("thyroid-and-pregnancy"),
    author: "Dr. Pooja Chauhan",
    doctorUsername: "dr-pooja-chauhan",
    doctorRole: "author",
    category: "Women & Children",
    tags: ["pregnancy", "thyroid", "endocrinology"],
    publishedDaysAgo: 201,
    status: "published",
  },
  {
    kind: "blog",
    slug: "diabetes-during-festivals",
    title: "Enjoying festivals with diabetes",
    excerpt: "Sweets, late dinners and fasting days can upset blood sugar. Practical ways to enjoy Diwali, Eid and Ganeshotsav while keeping your sugars steady.",
    bodyHtml: `<p>Festivals are about family and food. With a little planning, people with diabetes can enjoy them without a week of high sugars afterwards.</p>
<h2>Before the festival</h2>
<ul>
<li>If you plan to fast, ask your doctor first: the dose of some medicines and insulin must change on fasting days.</li>
<li>Keep your glucose meter and strips ready and check more often than usual.</li>
</ul>
<h2>On the day</h2>
<ul>
<li>Choose one sweet you love rather than tasting every one, and have it after a meal, not on an empty stomach.</li>
<li>Fill half your plate with vegetables and salad; go easy on fried snacks.</li>
<li>Keep walking: a 15-minute walk after meals lowers the sugar rise.</li>
<li>Drink water instead of sweetened drinks.</li>
</ul>
<h2>Know the warning signs</h2>
<p>Shakiness, sweating and confusion can mean low sugar, especially on fasting days: take glucose or a sweet drink at once and check your reading. Very high readings with thirst, tiredness and frequent urination need a call to your doctor. Our <a href="/service-v2/detail/diabetes-care-programme">diabetes care programme</a> includes a dietitian who can plan festival menus with you.</p>`,
    cover: cover("diabetes-during-festivals"),
    author: "Dr. Pooja Chauhan",
    doctorUsername: "dr-pooja-chauhan",
    doctorRole: "author",
    category: "Healthy Living",
    tags: ["diabetes", "festivals", "diet"],
    publishedDaysAgo: 33,
    status: "published",
  },
  {
    kind: "blog",
    slug: "heat-stroke-prevention",
    title: "Heat stroke: staying safe in a Pune summer",
    excerpt: "Heat exhaustion can turn into heat stroke, a medical emergency. Who is most at risk, how to prevent it, and what to do if someone collapses in the heat.",
    bodyHtml: `<p>April and May bring temperatures above 40°C. Older people, young children, outdoor workers and people with heart or kidney disease are most at risk from the heat.</p>
<h2>Heat exhaustion and heat stroke</h2>
<p><strong>Heat exhaustion</strong> brings heavy sweating, weakness, headache and dizziness. Rest in the shade and fluids usually help within half an hour. <strong>Heat stroke</strong> is an emergency: the body stops cooling itself, the skin may be hot and dry, and the person becomes confused or collapses.</p>
<h2>What to do for someone with heat stroke</h2>
<ol>
<li>Call the emergency line, +91 20 6720 1000, or 108.</li>
<li>Move them to a cool, shaded place and loosen their clothing.</li>
<li>Cool them with water and fanning; put cold packs on the neck, armpits and groin.</li>
<li>Do not give fluids to someone who is drowsy or not fully awake.</li>
</ol>
<h2>Prevention</h2>
<ul>
<li>Avoid the sun between noon and 4 pm; wear light, loose cotton clothes and a hat.</li>
<li>Drink water regularly even if you are not thirsty; add buttermilk or oral rehydration solution if you sweat a lot.</li>
<li>Check on elderly neighbours living alone.</li>
</ul>
<p>Our <a href="/specialities/emergency-medicine">emergency department</a> is open 24x7.</p>`,
    cover: cover("heat-stroke-prevention"),
    author: "Sunrise Health Desk",
    doctorUsername: "dr-yusuf-merchant",
    doctorRole: "reviewer",
    category: "Healthy Living",
    tags: ["heat stroke", "summer", "emergency"],
    publishedDaysAgo: 220,
    status: "published",
  },
  {
    kind: "blog",
    slug: "knee-replacement-recovery",
    title: "Recovering from knee replacement: the first twelve weeks",
    excerpt: "What to expect after a knee replacement, week by week: walking, physiotherapy, pain, stairs and going back to work, from our joint replacement team.",
    bodyHtml: `<p>A knee replacement relieves pain for most people with severe arthritis. The operation takes about two hours; recovery takes weeks, and physiotherapy is what makes the result good.</p>
<h2>In hospital</h2>
<p>Most patients stand with a walker on the day after surgery and go home after three to five days, once they can walk safely and climb a few steps.</p>
<h2>Weeks 1 to 6</h2>
<ul>
<li>Do your exercises three times a day: bending and straightening the knee is the priority.</li>
<li>Use ice packs and the pain medicines as prescribed, so that you can exercise.</li>
<li>Move from the walker to a stick when your physiotherapist agrees.</li>
<li>Watch the wound: redness, discharge or fever need a call to us.</li>
</ul>
<h2>Weeks 6 to 12</h2>
<ul>
<li>Walking distances increase; most people manage stairs normally.</li>
<li>Desk work is usually possible after six weeks, driving when you can brake firmly and safely.</li>
</ul>
<blockquote>Patients who keep up their exercises at home recover bending faster than those who rest the knee. - Kavita Pandey, physiotherapist</blockquote>
<p>Read about our <a href="/service-v2/detail/joint-replacement">joint replacement service</a> and <a href="/service-v2/detail/physiotherapy">physiotherapy</a>, or <a href="/doctordetail/dr-rohan-patil">meet the surgeon</a>.</p>`,
    cover: cover("knee-replacement-recovery"),
    author: "Dr. Rohan Patil",
    doctorUsername: "dr-rohan-patil",
    doctorRole: "author",
    category: "Bones & Joints",
    tags: ["knee replacement", "orthopaedics", "physiotherapy"],
    publishedDaysAgo: 95,
    status: "published",
  },
  {
    kind: "blog",
    slug: "back-pain-at-the-desk",
    title: "Back pain at the desk: simple changes that help",
    excerpt: "Long hours at a laptop strain the back and neck. Set up your workstation, move every half hour, and know the rare signs that need a doctor.",
    bodyHtml: `<p>Most back pain in people who work at desks comes from posture and long periods without moving. It usually improves in a few weeks with simple changes.</p>
<h2>Set up your workstation</h2>
<ul>
<li>Top of the screen at eye level; use a stand or books for a laptop, with a separate keyboard.</li>
<li>Feet flat on the floor, knees level with hips, lower back supported by the chair or a small cushion.</li>
<li>Elbows at your sides, bent at about 90 degrees.</li>
</ul>
<h2>Move often</h2>
<ol>
<li>Stand up every 30 minutes, even for one minute.</li>
<li>Take calls walking.</li>
<li>Do gentle stretches of the back, neck and hips each morning and evening.</li>
</ol>
<h2>When to see a doctor</h2>
<p>See a doctor soon if back pain comes with numbness or weakness in the legs, pain spreading below the knee, fever or weight loss, or after a fall. Loss of control of the bladder or bowel, or numbness around the groin, needs the emergency department the same day.</p>
<p>Our <a href="/doctordetail/dr-harpreet-singh-sandhu">spine specialist</a> and the <a href="/service-v2/detail/physiotherapy">physiotherapy team</a> can help if the pain lasts more than six weeks.</p>`,
    cover: cover("back-pain-at-the-desk"),
    author: "Dr. Harpreet Singh Sandhu",
    doctorUsername: "dr-harpreet-singh-sandhu",
    doctorRole: "author",
    category: "Bones & Joints",
    tags: ["back pain", "posture", "spine"],
    publishedDaysAgo: 310,
    status: "published",
  },
  {
    kind: "blog",
    slug: "snoring-and-sleep-apnoea",
    title: "Is your snoring sleep apnoea?",
    excerpt: "Loud snoring with pauses in breathing and daytime sleepiness can mean obstructive sleep apnoea, which strains the heart. How it is diagnosed and treated.",
    bodyHtml: `<p>Snoring is common. When the airway closes again and again during sleep, breathing stops for seconds at a time: this is obstructive sleep apnoea, and it affects sleep, mood, blood pressure and the heart.</p>
<h2>Signs to look for</h2>
<ul>
<li>Loud snoring with pauses, gasping or choking, often noticed by a partner</li>
<li>Waking tired, morning headaches, falling asleep while reading or driving</li>
<li>High blood pressure that is hard to control</li>
</ul>
<h2>How we diagnose it</h2>
<p>A sleep study records breathing, oxygen and heart rhythm overnight, in our sleep lab or with a device at home. It tells us how many times an hour breathing stops and how severe the condition is.</p>
<h2>Treatment</h2>
<ol>
<li>Weight loss, sleeping on the side and avoiding alcohol at night help mild cases.</li>
<li>A CPAP machine keeps the airway open with gentle air pressure; most people feel better within weeks.</li>
<li>Dental devices or surgery suit some patients.</li>
</ol>
<p>Do not drive when you feel sleepy. Our <a href="/doctordetail/dr-manoj-kale">sleep medicine clinic</a> sees patients on weekday mornings; <a href="/appointment">book a consultation</a>.</p>`,
    cover: cover("snoring-and-sleep-apnoea"),
    author: "Dr. Manoj Kale",
    doctorUsername: "dr-manoj-kale",
    doctorRole: "author",
    category: "Mind & Sleep",
    tags: ["sleep apnoea", "snoring", "sleep"],
    publishedDaysAgo: 48,
    status: "published",
  },
  {
    kind: "blog",
    slug: "exam-stress-in-teenagers",
    title: "Exam stress in teenagers: how parents can help",
    excerpt: "Some worry before exams is normal. How to tell when stress has become something more, and how to talk with your teenager about it.",
    bodyHtml: `<p>Board exams and entrance tests put real pressure on young people. A little anxiety can focus the mind; too much takes away sleep, appetite and confidence.</p>
<h2>Signs that stress is too much</h2>
<ul>
<li>Sleeping very little or far too much, skipping meals</li>
<li>Withdrawing from friends, tearfulness or irritability that lasts for weeks</li>
<li>Headaches or stomach aches on school days</li>
<li>Talking about being a burden or about not wanting to live</li>
</ul>
<h2>What helps</h2>
<ol>
<li>Listen more than you advise; ask how they feel, not only how much they studied.</li>
<li>Keep routines: sleep, meals, some exercise and time outdoors every day.</li>
<li>Praise effort, not only marks, and avoid comparisons with others.</li>
<li>Limit late-night screen time in exam weeks.</li>
</ol>
<h2>When to seek help</h2>
<p>If low mood or anxiety lasts more than two weeks, or gets in the way of daily life, talk to a doctor. <strong>Any talk of self-harm needs help the same day</strong>: call us or go to the nearest emergency department. Our <a href="/specialities/psychiatry">psychiatry team</a> sees young people with their families, in confidence.</p>`,
    cover: cover("exam-stress-in-teenagers"),
    author: "Dr. Anjali Mukherjee",
    doctorUsername: "dr-anjali-mukherjee",
    doctorRole: "author",
    category: "Mind & Sleep",
    tags: ["mental health", "teenagers", "stress"],
    publishedDaysAgo: 170,
    status: "published",
  },
  {
    kind: "blog",
    slug: "preparing-for-your-hospital-visit",
    title: "Preparing for your hospital visit: a checklist",
    excerpt: "What to bring, when to arrive, and how to make the most of a consultation, from booking to the billing counter.",
    bodyHtml: `<p>A little preparation makes a hospital visit calmer and more useful, for you and for your doctor.</p>
<h2>Before you come</h2>
<ul>
<li><a href="/appointment">Book online</a> or call the front desk; we confirm your appointment within 30 minutes.</li>
<li>Write down your symptoms, when they started and what makes them better or worse.</li>
<li>List your medicines with their doses, or bring the strips.</li>
<li>If you use health insurance, bring the card and photo ID; the insurance desk checks cover 48 hours before planned visits.</li>
</ul>
<h2>On the day</h2>
<ol>
<li>Arrive 15 to 30 minutes early, or 45 minutes for a first visit, to register.</li>
<li>Bring earlier reports, scans and discharge summaries.</li>
<li>One family member is welcome to come with you.</li>
</ol>
<h2>In the consultation</h2>
<p>Ask about anything you do not understand: what the diagnosis means, why a test is needed, what the treatment costs, and what to watch for at home. It helps to note the answers.</p>
<p>Results of most blood tests are ready in 24 to 48 hours. If you need to move or cancel, you can do it online up to 24 hours before. Questions? <a href="/contactUs">Contact the front desk</a>.</p>`,
    cover: cover("preparing-for-your-hospital-visit"),
    author: "Sunrise Health Desk",
    doctorUsername: "dr-sunil-wagh",
    doctorRole: "reviewer",
    category: "Patient Guides",
    tags: ["appointments", "patient guide", "insurance"],
    publishedDaysAgo: 3,
    status: "published",
  },
  {
    kind: "blog",
    slug: "when-to-go-to-the-emergency-department",
    title: "When to go to the emergency department",
    excerpt: "Some symptoms need emergency care at once; many can wait for a clinic visit. A guide to choosing, and to what happens when you arrive.",
    bodyHtml: `<p>The emergency department treats the most urgent patients first. Knowing when to come, and when a clinic visit is better, gets everyone the right care faster.</p>
<h2>Come at once, or call an ambulance, for</h2>
<ul>
<li>chest pain or pressure, or sudden breathlessness</li>
<li>signs of stroke: face drooping, arm weakness, slurred speech</li>
<li>severe bleeding, a serious injury, or a fall with a head injury</li>
<li>a seizure, fainting, or sudden confusion</li>
<li>severe allergic reaction, poisoning or an overdose</li>
</ul>
<h2>A clinic visit is usually better for</h2>
<ul>
<li>colds, coughs and mild fevers</li>
<li>long-standing aches and pains</li>
<li>repeat prescriptions and routine check-ups</li>
</ul>
<h2>What happens when you arrive</h2>
<ol>
<li>A triage nurse checks your vital signs and decides how urgent your case is.</li>
<li>Doctors see the most serious patients first; others may wait.</li>
<li>Bring your medicines list and ID if you can, but never delay coming for them.</li>
</ol>
<p>Our <a href="/service-v2/detail/emergency">emergency and trauma service</a> is open 24x7 on +91 20 6720 1000.</p>`,
    cover: cover("when-to-go-to-the-emergency-department"),
    author: "Sunrise Health Desk",
    doctorUsername: "dr-yusuf-merchant",
    doctorRole: "reviewer",
    category: "Patient Guides",
    tags: ["emergency", "stroke", "first aid"],
    publishedDaysAgo: 260,
    status: "published",
  },
  {
    kind: "blog",
    slug: "screen-time-and-childrens-eyes",
    title: "Screen time and your child's eyes",
    excerpt: "Short-sightedness is rising among children. How long screens are safe, why outdoor play protects the eyes, and the signs that need an eye check.",
    bodyHtml: `<p>This article is a draft and is still being reviewed.</p>
<h2>Outdoor play</h2>
<p>Two hours of outdoor light a day lowers the risk of short-sightedness in children.</p>`,
    cover: cover("screen-time-and-childrens-eyes"),
    author: "Dr. Ishita Parikh",
    doctorUsername: "dr-ishita-parikh",
    doctorRole: "author",
    category: "Women & Children",
    tags: ["eyes", "children", "screen time"],
    publishedDaysAgo: 0,
    status: "draft",
  },
];
