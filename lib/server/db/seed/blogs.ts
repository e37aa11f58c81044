// Demo blog articles of Sunrise Multispeciality Hospital (fictional): patient education by its
// doctors, careful and plain, each 600 to 1,200 words with a "when to see a doctor" part, links
// only to the site's own pages, and a medical review by another doctor of the field (`review`).
// Twelve are published at different dates before the seed day; one is a draft (never public,
// still awaiting its review). Covers are generated SVGs under /images/articles/, shown above the
// text by the page, so a body never repeats its cover.
import type { ArticleSeed } from "./editorial-types";

const cover = (slug: string) => `/images/articles/${slug}.svg`;

export const BLOG_SEED: ArticleSeed[] = [
  {
    kind: "blog",
    slug: "heart-attack-warning-signs",
    title: "Heart attack: the warning signs that cannot wait",
    excerpt: "Chest pain is not the only sign. Learn the symptoms in men and women, what to do in the first minutes, and why calling for help early saves heart muscle.",
    bodyHtml: `<p>Every year our emergency team sees patients who waited at home for hours, hoping the discomfort was acidity or a pulled muscle. In a heart attack, time is heart muscle: the sooner the blocked artery is opened, the more of the heart is saved, and the better the heart works for the rest of that person's life.</p>
<p>This article explains what a heart attack is, how it can feel, what to do in the first minutes, and what happens when you reach hospital.</p>
<h2>What happens in a heart attack</h2>
<p>The heart muscle gets its blood from the coronary arteries. Over years, fatty deposits called plaque can build up inside them. A heart attack usually starts when a plaque cracks and a blood clot forms on it, blocking the artery. The part of the heart muscle that depends on that artery is starved of oxygen and begins to die within minutes to hours. Treatment that opens the artery early can stop that damage.</p>
<h2>The common signs</h2>
<ul>
<li>Pressure, tightness, squeezing or heaviness in the centre of the chest, lasting more than a few minutes, or going away and coming back</li>
<li>Pain or discomfort spreading to the left arm, both arms, the jaw, the neck, the back or the upper stomach</li>
<li>Breathlessness, with or without chest discomfort</li>
<li>A cold sweat, nausea or vomiting, light-headedness or a feeling of doom</li>
</ul>
<p>The pain is often described as a weight on the chest rather than a sharp stab. It does not usually change when you press on the chest or take a deep breath. It may start at rest, during exertion, or after a heavy meal.</p>
<h3>Signs that are easy to miss</h3>
<p><strong>Women, older people and people with diabetes</strong> often have milder or unusual symptoms: unexplained tiredness, breathlessness, indigestion-like discomfort in the upper abdomen, or pain only in the back or jaw. People with long-standing diabetes may feel little or no pain because the nerves that carry pain signals are affected. Do not dismiss these symptoms because they do not match the picture of a heart attack you have seen in films.</p>
<h2>What to do in the first minutes</h2>
<ol>
<li>Stop what you are doing and sit or lie down in a comfortable position.</li>
<li>Call the hospital's emergency line, +91 20 6720 1000, or 108 for an ambulance. Say clearly that you think it may be a heart attack.</li>
<li>Do not drive yourself. An ambulance team can record an ECG and start treatment on the way, and can act if the heart rhythm becomes dangerous.</li>
<li>If you are not allergic to aspirin and have not been told by a doctor to avoid it, the emergency team may advise you to chew a tablet while you wait. Follow their advice.</li>
<li>If you have been prescribed a spray or tablet for chest pain, use it as your doctor told you.</li>
<li>Unlock the door, keep your phone near you, and ask someone to stay with you.</li>
</ol>
<h3>If someone collapses</h3>
<p>If a person becomes unresponsive and is not breathing normally, call for an ambulance and start hands-only CPR: push hard and fast in the centre of the chest, about 100 to 120 times a minute, and do not stop until help arrives or the person starts breathing normally. If an automated defibrillator (AED) is available, switch it on and follow its spoken instructions. Learning CPR takes a few hours and can save a life in your own family.</p>
<h2>What happens at the hospital</h2>
<p>Patients with chest pain are seen at once in our emergency department. An ECG is recorded within minutes of arrival, and blood is taken to measure troponin, a protein released when heart muscle is damaged. If the ECG shows a major heart attack, the team activates the <a href="/service-v2/detail/stroke-heart-attack-pathway">heart attack pathway</a> and the patient goes straight to the <a href="/service-v2/detail/cath-lab">cath lab</a>, which is open 24x7. There, a cardiologist passes a thin tube from the wrist or groin to the heart, finds the blocked artery and opens it with a balloon and a stent. This is called primary angioplasty.</p>
<p>Not every heart attack needs an emergency angioplasty. Some are treated first with medicines and then tested further in the following days. Your cardiologist will explain which treatment suits you and why.</p>
<h2>After the emergency</h2>
<p>Most people go back to normal life after a heart attack. Three things make the biggest difference to how well the heart recovers:</p>
<ul>
<li><strong>Medicines, taken every day.</strong> Blood thinners, a statin, and medicines that protect the heart muscle are usually prescribed for the long term. Never stop them on your own, even if you feel well.</li>
<li><strong>Cardiac rehabilitation.</strong> A supervised programme of exercise, education and support, which helps you regain confidence and fitness safely. Our <a href="/service-v2/detail/cardiac-pulmonary-rehabilitation">cardiac rehabilitation team</a> plans it with you.</li>
<li><strong>Changes in habits.</strong> Stopping smoking completely, eating more vegetables, fruit and whole grains and less fried food, staying active, and keeping blood pressure, sugar and cholesterol at the targets your doctor sets.</li>
</ul>
<h2>Who is at higher risk</h2>
<p>Heart attacks are more likely in people who smoke or chew tobacco, and in those with high blood pressure, diabetes, high cholesterol, excess weight around the waist, an inactive routine or a close relative who had heart disease at a young age. Many people in India develop heart disease at a younger age than is often assumed, so do not wait until retirement to get checked. If you have high blood pressure, learn how to <a href="/blogdetail/blood-pressure-at-home">measure it at home the right way</a>.</p>
<h2>When to see a doctor</h2>
<p><strong>Call for emergency help at once</strong> for chest discomfort lasting more than a few minutes, chest pain with breathlessness, sweating or fainting, or any of the signs above that are new to you.</p>
<p><strong>Book a consultation soon</strong> if you get chest tightness or breathlessness when you walk fast or climb stairs that settles within minutes of rest. This can be angina, a warning that an artery is narrowed, and it should be assessed before it turns into a heart attack. Our <a href="/specialities/cardiology">cardiology team</a> sees patients every day; if you have risk factors, <a href="/appointment">book a check-up</a> before symptoms start.</p>`,
    cover: cover("heart-attack-warning-signs"),
    author: "Dr. Rajesh Iyer",
    doctorUsername: "dr-rajesh-iyer",
    doctorRole: "author",
    review: { doctorUsername: "dr-ananya-kulkarni", daysAgo: 15 },
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
    bodyHtml: `<p>Blood pressure measured in a clinic can be higher than usual because people are anxious, have rushed through traffic, or have been waiting a long time. This is sometimes called "white-coat" hypertension. The opposite also happens: some people have normal readings in the clinic but high pressure at home or at work. Readings taken at home, in the right way, give your doctor a truer picture and help decide whether you need treatment, or whether your medicines are working.</p>
<h2>Why it matters</h2>
<p>High blood pressure rarely causes symptoms, yet over years it strains the heart, the blood vessels, the kidneys, the eyes and the brain. It is one of the main causes of heart attack, stroke and kidney disease, and it can be controlled well once it is found. Home monitoring is simple, inexpensive and puts you in charge of a number that matters.</p>
<h2>Choosing a monitor</h2>
<ul>
<li>Choose an automatic monitor with a cuff for the upper arm. Wrist and finger monitors are less reliable.</li>
<li>Look for a model that has been clinically validated; the pharmacist or our clinic can help you check.</li>
<li>The cuff must fit your arm. A cuff that is too small gives falsely high readings, and one that is too large gives falsely low ones. Larger arms need a large cuff, which most brands sell separately.</li>
<li>Bring the monitor to your next visit so we can compare its readings with ours.</li>
</ul>
<h2>How to measure</h2>
<h3>Before you start</h3>
<ul>
<li>Avoid tea, coffee, smoking and exercise for 30 minutes before.</li>
<li>Empty your bladder; a full bladder raises the reading.</li>
<li>Measure before you take your blood pressure medicines in the morning, unless your doctor has told you otherwise.</li>
</ul>
<h3>Sitting the right way</h3>
<ol>
<li>Sit on a chair with your back supported and both feet flat on the floor. Do not cross your legs.</li>
<li>Rest your arm on a table so that the cuff is at the level of your heart.</li>
<li>Put the cuff on bare skin, not over a sleeve, with its lower edge about two fingers above the elbow crease.</li>
<li>Sit quietly for five minutes. Do not talk or look at your phone while the monitor is working.</li>
<li>Take two readings, one minute apart, and write both down.</li>
</ol>
<h3>How often</h3>
<p>When your doctor wants to make a decision, for example before starting or changing a medicine, measure twice in the morning and twice in the evening for seven days before your appointment. After that, most people with stable blood pressure need to check only a few times a month, or as advised. Checking many times a day usually creates worry rather than useful information.</p>
<h2>Keeping a record</h2>
<p>Write down the date, the time, both numbers of each reading and the pulse, or use the memory of the monitor if it has one. Note anything unusual: a missed dose, a bad night's sleep, pain or illness. Bring the record to every visit. Your doctor will look at the average rather than at single readings.</p>
<table><caption>What home readings usually mean (for adults)</caption><thead><tr><th scope="col">Average home reading (mmHg)</th><th scope="col">What to do</th></tr></thead><tbody><tr><td>Below 135/85</td><td>Keep up your routine and check as your doctor advised</td></tr><tr><td>135/85 to 179/109</td><td>Share the readings with your doctor at the next visit; treatment or a change of dose may be needed</td></tr><tr><td>180/110 or above</td><td>Rest for five minutes and measure again; if it is still this high, call your doctor the same day</td></tr></tbody></table>
<p>These are general figures. Your own target may be lower, for example if you have diabetes or kidney disease, or different if you are older or pregnant. Ask your doctor what your target is and write it in your record.</p>
<h2>Common mistakes</h2>
<ul>
<li>Measuring straight after climbing stairs, a meal or a cup of tea</li>
<li>Holding the arm up without support, or letting it hang by the side</li>
<li>Talking during the measurement</li>
<li>Changing or stopping medicines because of one high or low reading</li>
<li>Comparing readings from the left and right arm on different days; use the same arm each time, usually the one that reads higher</li>
</ul>
<h2>Low readings</h2>
<p>Some people on treatment feel dizzy or light-headed, especially when standing up quickly. If your readings are often below 100/60, or you feel faint, tell your doctor: the dose may need to change. Do not stop your medicine on your own.</p>
<h2>Living with high blood pressure</h2>
<p>Medicines work best together with everyday habits: less salt (watch pickles, papad, packaged snacks and restaurant food), more vegetables and fruit, regular walking, a healthy weight, less alcohol and no tobacco. Sleep matters too: loud snoring with pauses in breathing can raise blood pressure, and it is worth <a href="/blogdetail/snoring-and-sleep-apnoea">asking about sleep apnoea</a>.</p>
<h2>When to see a doctor</h2>
<p><strong>Call the emergency line, +91 20 6720 1000, at once</strong> if a very high reading comes with chest pain, breathlessness, a severe headache, weakness or numbness on one side, confusion, or blurred vision. These can be signs of a <a href="/blogdetail/heart-attack-warning-signs">heart attack</a> or a stroke.</p>
<p><strong>Book a visit</strong> if your home average is above 135/85, if your readings vary a great deal, or if you feel unwell on your medicines. Our <a href="/doctordetail/dr-farah-siddiqui">preventive cardiology clinic</a> and the <a href="/specialities/cardiology">cardiology team</a> can help you set your own targets; kidney problems linked to blood pressure are seen by our <a href="/specialities/nephrology">nephrologists</a>. You can <a href="/appointment">book online</a> at any time.</p>`,
    cover: cover("blood-pressure-at-home"),
    author: "Dr. Ananya Kulkarni",
    doctorUsername: "dr-ananya-kulkarni",
    doctorRole: "author",
    review: { doctorUsername: "dr-farah-siddiqui", daysAgo: 70 },
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
    bodyHtml: `<p>The monsoon brings relief from the heat, and a season of fevers. Standing water lets mosquitoes breed, flooded streets spread infections, and children crowd together indoors. Most fevers in children are caused by viruses and settle in three to five days with rest and fluids. Some need a doctor quickly. This guide helps you tell the difference.</p>
<h2>Fever itself is not the enemy</h2>
<p>Fever is the body's way of fighting an infection. A temperature of 38°C (100.4°F) or more, measured with a digital thermometer, counts as fever. How high the number is tells you less than how your child looks and behaves: a child with 39°C who is playing and drinking is often less worrying than a child with 38°C who is floppy and will not drink.</p>
<p>Use a digital thermometer under the arm for young children. Avoid glass mercury thermometers, and do not rely on feeling the forehead with your hand.</p>
<h2>The common monsoon fevers</h2>
<h3>Viral fevers and flu</h3>
<p>These usually come with a runny nose, cough, sore throat, body ache or loose stools, and settle within a few days. Antibiotics do not help viral fevers and can cause side effects.</p>
<h3>Dengue</h3>
<p>Dengue is spread by the Aedes mosquito, which bites during the day. It causes high fever, headache, pain behind the eyes, body ache and sometimes a rash. The most important time is often <strong>when the fever comes down</strong>, usually around the third to seventh day: this is when a few children develop leaking blood vessels, which can be serious. Watch your child closely during these days even if they seem better.</p>
<h3>Malaria</h3>
<p>Malaria is spread by mosquitoes that bite mostly at night. It often causes fever with shivering or chills, sometimes coming and going. It needs a blood test to diagnose and specific medicines to treat.</p>
<h3>Typhoid</h3>
<p>Typhoid spreads through contaminated food and water. The fever often rises gradually over several days, with tiredness, stomach pain, and constipation or diarrhoea. It needs the right antibiotic, chosen by a doctor.</p>
<h3>Leptospirosis</h3>
<p>This infection spreads through water contaminated by the urine of rats and other animals, especially floodwater. Suspect it if fever follows wading through water, with severe muscle pain (often in the calves), red eyes or yellow eyes.</p>
<h2>Caring for your child at home</h2>
<ul>
<li><strong>Fluids first.</strong> Offer small amounts often: water, oral rehydration solution (ORS), coconut water, buttermilk, soups, dal water. Continue breastfeeding babies more often.</li>
<li><strong>Paracetamol for comfort.</strong> Give it in the dose for your child's weight, as written on the pack or advised by your paediatrician, no more often than every four to six hours. The aim is to make the child comfortable, not to bring the temperature to normal.</li>
<li><strong>Avoid other painkillers unless prescribed.</strong> Ibuprofen and similar medicines can increase the risk of bleeding in dengue, and aspirin must not be given to children.</li>
<li><strong>Light clothing and rest.</strong> Do not wrap a feverish child in blankets. Sponging with lukewarm water may add comfort; never use cold water or alcohol.</li>
<li><strong>Food as the child wants.</strong> Appetite returns when the fever settles. Fluids matter more than food for the first days.</li>
<li><strong>No antibiotics without a prescription.</strong> Leftover antibiotics from a previous illness can hide the signs doctors need to see.</li>
</ul>
<h2>Tests your doctor may advise</h2>
<p>Not every fever needs a blood test on the first day. Depending on the symptoms and the number of days of fever, your paediatrician may advise a blood count, a dengue test, a malaria test, a typhoid test or a urine test. The timing matters: some tests are only useful after the first few days. Many tests can be done through our <a href="/service-v2/detail/home-sample-collection">home sample collection</a>.</p>
<h2>When to see a doctor</h2>
<h3>Come to the emergency department at once if your child</h3>
<ul>
<li>is younger than three months and has a temperature of 38°C or more</li>
<li>is unusually drowsy, hard to wake, confused, or very irritable and cannot be settled</li>
<li>has fast or difficult breathing, or grunting</li>
<li>has a fit (seizure)</li>
<li>has bleeding from the gums or nose, blood in vomit, black stools, or a rash of small purple spots that does not fade when pressed</li>
<li>has severe or persistent belly pain, or vomits again and again</li>
<li>has cold, clammy hands and feet, or passes much less urine than usual (fewer than four wet nappies or visits to the toilet in a day)</li>
</ul>
<h3>See your paediatrician the same day or the next if</h3>
<ul>
<li>the fever has lasted more than three days</li>
<li>fever comes with a rash, ear pain, burning when passing urine, or a swollen joint</li>
<li>the fever went away and has come back</li>
<li>your child has a long-term condition such as heart disease, kidney disease or low immunity</li>
<li>you are worried: you know your child best</li>
</ul>
<h2>Preventing monsoon fevers</h2>
<ul>
<li>Empty and scrub anything that holds water around your home once a week: flower pots, coolers, tyres, buckets, water tanks without lids.</li>
<li>Use mosquito nets at night and repellents suited to your child's age during the day; dress children in long sleeves and long trousers in the evening.</li>
<li>Give boiled or filtered water, and food that is freshly cooked and hot. Avoid cut fruit and street food in the rains.</li>
<li>Teach hand-washing with soap before meals and after using the toilet.</li>
<li>Keep children out of floodwater, and wash their feet and legs well if they have been in it.</li>
<li>Keep <a href="/service-v2/detail/child-vaccination">vaccinations</a> up to date, including typhoid and the yearly flu vaccine where your paediatrician advises them.</li>
</ul>
<p>Our <a href="/specialities/paediatrics">paediatricians</a> see children every day, and the emergency department is open 24x7 on +91 20 6720 1000. For a routine visit, <a href="/appointment">book an appointment</a>.</p>`,
    cover: cover("monsoon-fevers-in-children"),
    author: "Dr. Sunita Desai",
    doctorUsername: "dr-sunita-desai",
    doctorRole: "author",
    review: { doctorUsername: "dr-abhishek-pawar", daysAgo: 146 },
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
    bodyHtml: `<p>The thyroid is a small gland at the front of the neck. Its hormones set the pace at which the body uses energy, and they affect the heart, the bowels, body temperature, mood and the menstrual cycle. In pregnancy they matter for two: in the first months, before its own thyroid works, the baby depends entirely on the mother's thyroid hormone, at a time when its brain and nervous system are forming.</p>
<p>Thyroid problems are common in women of childbearing age, and they are easy to test for and treat. This article explains why we check the thyroid early in pregnancy and what treatment involves.</p>
<h2>How pregnancy changes the thyroid</h2>
<p>Pregnancy asks more of the thyroid. Hormones of pregnancy stimulate the gland, the body needs more iodine, and the amount of thyroid hormone needed rises in the first weeks. A healthy thyroid adjusts on its own. A thyroid that was already struggling, or a woman who already takes thyroid tablets, may need help. Because of these changes, blood test results are read against ranges for pregnancy, which differ from the usual ones; your doctor will interpret them for you.</p>
<h2>An underactive thyroid (hypothyroidism)</h2>
<p>This is the most common thyroid problem in pregnancy. Its symptoms, such as tiredness, weight gain, constipation, feeling cold and low mood, overlap with the normal discomforts of pregnancy, so it is often found only by a blood test. Left untreated, a clearly underactive thyroid can raise the risk of miscarriage, high blood pressure in pregnancy, early delivery and effects on the baby's growth and development. Treated well, most women have healthy pregnancies and healthy babies.</p>
<h2>Why we test early</h2>
<p>A simple blood test, TSH (thyroid-stimulating hormone), at the first antenatal visit tells us whether the thyroid needs attention. Sometimes we also measure free T4 or thyroid antibodies. Testing is especially important if you:</p>
<ul>
<li>already have a thyroid condition, or have had thyroid surgery or radioiodine treatment</li>
<li>have a goitre (a swelling in the neck) or a family history of thyroid disease</li>
<li>have type 1 diabetes or another autoimmune condition</li>
<li>have had a miscarriage, a preterm delivery or difficulty conceiving</li>
<li>had thyroid problems after a previous delivery</li>
</ul>
<p>If you are planning a pregnancy and have any of these, ask for a thyroid test before you conceive, so that treatment can be adjusted in advance.</p>
<h2>If you already take thyroid tablets</h2>
<ol>
<li><strong>Tell your doctor as soon as your pregnancy test is positive.</strong> The dose of levothyroxine usually needs to go up in the first weeks; your doctor will tell you by how much. Do not wait for your first scan.</li>
<li><strong>Take the tablet the same way every day:</strong> on an empty stomach, with water, 30 to 60 minutes before breakfast or tea.</li>
<li><strong>Keep iron and calcium tablets at least four hours apart</strong> from the thyroid tablet, because they reduce how much of it is absorbed. Many pregnant women take both, so plan the timing with your doctor.</li>
<li><strong>Have your TSH checked regularly,</strong> usually every four to six weeks in the first half of pregnancy and after any change of dose.</li>
<li><strong>Do not stop or reduce the tablets on your own.</strong> Levothyroxine is the same hormone your body makes, and it is safe for the baby at the right dose.</li>
</ol>
<h2>An overactive thyroid (hyperthyroidism)</h2>
<p>Less often, the thyroid makes too much hormone. Symptoms include a racing heart, tremor, heat intolerance, weight loss despite a good appetite and anxiety. In early pregnancy, a mild, temporary rise in thyroid hormones can occur with severe morning sickness and usually settles without thyroid medicines. Graves' disease, an autoimmune cause, needs treatment and careful monitoring, because both the condition and its medicines can affect the baby. Some antithyroid medicines are preferred at different stages of pregnancy, and your endocrinologist will choose and adjust them with your obstetrician.</p>
<h2>Iodine and diet</h2>
<p>The thyroid needs iodine to make its hormones. Using iodised salt in cooking is usually enough for most women in India. Do not take extra iodine supplements or seaweed products unless your doctor advises them: too much iodine can also upset the thyroid. A balanced diet with dairy, eggs or pulses supports a healthy pregnancy in general.</p>
<h2>After the baby is born</h2>
<p>Most women who needed a higher dose in pregnancy go back to their earlier dose after delivery, with a blood test about six weeks later. Levothyroxine is safe while breastfeeding.</p>
<p>Some women develop inflammation of the thyroid in the months after delivery, called postpartum thyroiditis. It may first cause palpitations, irritability and weight loss, and later tiredness, low mood and weight gain. These symptoms are easily blamed on a new baby and broken sleep. Mention them at your postnatal visit: a blood test makes the diagnosis, and some women need treatment for a while.</p>
<h2>When to see a doctor</h2>
<ul>
<li>As soon as your pregnancy test is positive, if you take thyroid tablets</li>
<li>If you notice a swelling in the neck, a racing heart, tremor or weight loss in pregnancy</li>
<li>If vomiting is so severe that you cannot keep fluids or tablets down: come to hospital the same day</li>
<li>If you feel unusually tired, low or anxious in the months after delivery</li>
</ul>
<p>Our <a href="/specialities/obstetrics-gynaecology">obstetricians</a> and <a href="/specialities/endocrinology">endocrinologists</a> plan care together, and women with more complex conditions are followed in our <a href="/service-v2/detail/high-risk-pregnancy">high-risk pregnancy clinic</a>. You can read about <a href="/service-v2/detail/maternity-care">maternity care</a> at the hospital or <a href="/appointment">book a visit</a>.</p>`,
    cover: cover("thyroid-and-pregnancy"),
    author: "Dr. Pooja Chauhan",
    doctorUsername: "dr-pooja-chauhan",
    doctorRole: "author",
    review: { doctorUsername: "dr-shweta-gupta", daysAgo: 205 },
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
    bodyHtml: `<p>Festivals are about family, faith and food. From Ganeshotsav and Navratri to Diwali, Eid and Christmas, the calendar brings sweets on every table, late dinners, travel and, for many people, days of fasting. With a little planning, people with diabetes can enjoy all of it without a week of high sugars afterwards, and without the risk of dangerously low sugar on fasting days.</p>
<h2>Before the festival</h2>
<ul>
<li><strong>If you plan to fast, talk to your doctor a few weeks before.</strong> Fasting is not safe for everyone with diabetes. For those who can fast, the dose and timing of some tablets and of insulin must change on fasting days, and some medicines should be paused.</li>
<li><strong>Check your supplies.</strong> Keep enough medicines, insulin, needles, glucose meter strips and lancets for the festival days and any travel, as pharmacies may keep shorter hours.</li>
<li><strong>Plan your plate.</strong> Decide in advance which sweets and dishes matter most to you, so that you can enjoy them rather than tasting everything.</li>
<li><strong>Think about gifts.</strong> Dry fruit, roasted nuts and seeds, fruit baskets or sugar-free homemade sweets are welcome gifts, and they help others with diabetes too.</li>
</ul>
<h2>On the day</h2>
<h3>Eating</h3>
<ul>
<li>Choose one or two sweets you love rather than a piece of every one, and have them after a meal, not on an empty stomach. A small piece eaten slowly is as satisfying as a large one eaten fast.</li>
<li>Fill half your plate with vegetables and salad, a quarter with protein such as dal, paneer, eggs, fish or chicken, and a quarter with rice, roti or other starch.</li>
<li>Go easy on fried snacks: chakli, chivda, samosas and puris add a lot of fat and calories even when they are not sweet.</li>
<li>"Sugar-free" sweets can still be rich in ghee, khoya and flour, and still raise sugar. Count them as sweets.</li>
<li>Drink water, buttermilk or unsweetened tea instead of sweetened drinks and fruit juices.</li>
<li>If you drink alcohol, ask your doctor whether it is safe with your medicines. Never drink on an empty stomach: alcohol can cause low sugar hours later, even overnight.</li>
</ul>
<h3>Moving</h3>
<p>Keep walking. A 15-minute walk after meals lowers the rise in sugar, and a festival evening visiting neighbours on foot counts. Do not skip your usual exercise for a week of celebrations.</p>
<h3>Routine</h3>
<p>Late nights and travel shift meal times. Try to keep your medicines on time and matched to your meals. If you take insulin or tablets that can cause low sugar, do not take the usual dose before a meal that is going to be delayed by hours; ask your doctor in advance how to adjust.</p>
<h2>Fasting safely</h2>
<p>Many people fast during Navratri, Ramzan, Shravan or on Ekadashi, and some on Karva Chauth without water. If your doctor agrees that you can fast:</p>
<ol>
<li>Check your sugar more often than usual, including during the fast. Checking your sugar does not break a fast.</li>
<li>At the meal that ends the fast, start with water and a light, balanced meal rather than a large amount of fried food and sweets at once.</li>
<li>At the meal before a fast, choose slowly digested foods: whole grains, dal, vegetables, curd, rather than only sabudana or potatoes.</li>
<li>Drink plenty of water during non-fasting hours, unless your doctor has limited your fluids.</li>
<li><strong>Break the fast at once</strong> if your sugar is below 70 mg/dL, if it is above 300 mg/dL, or if you feel shaky, confused, faint or unwell. Health comes first, and most faiths make allowances for people who are unwell.</li>
</ol>
<h2>Know the warning signs</h2>
<h3>Low sugar (hypoglycaemia)</h3>
<p>Shakiness, sweating, a fast heartbeat, hunger, irritability, confusion or blurred vision can mean low sugar, especially on fasting days or after alcohol. If you can, check your sugar. If it is below 70 mg/dL, or you cannot check but feel these symptoms, take about 15 grams of fast-acting sugar: three teaspoons of sugar or glucose in water, or half a glass of fruit juice. Check again after 15 minutes and repeat if it is still low, then eat a snack or your next meal. Tell your family what to do if you become too drowsy to swallow: they should not put food in your mouth, and should call for emergency help.</p>
<h3>High sugar (hyperglycaemia)</h3>
<p>Thirst, a dry mouth, passing urine often, tiredness and blurred vision can mean high sugar. Drink water, keep taking your medicines, and check more often. People with type 1 diabetes should check for ketones if sugar stays above the level their doctor has set, especially with vomiting or stomach pain.</p>
<h2>After the festival</h2>
<p>If your readings stayed high for several days, go back to your usual routine and note your readings for a week. One rich meal will not undo months of good control, but a fortnight of celebrations can; your HbA1c test at the next visit will show the overall picture.</p>
<h2>When to see a doctor</h2>
<ul>
<li><strong>Call for emergency help</strong> for a person with diabetes who is confused, very drowsy or unconscious, or who has vomiting, stomach pain and fast breathing with high sugar.</li>
<li><strong>Call your doctor the same day</strong> if your sugar stays above 300 mg/dL, or if you have more than one episode of low sugar.</li>
<li><strong>Book a visit a few weeks before</strong> a fasting period or long travel, to plan your medicines.</li>
</ul>
<p>Our <a href="/service-v2/detail/diabetes-care-programme">diabetes care programme</a> includes a dietitian who can plan festival menus with you, and our <a href="/specialities/endocrinology">endocrinologists</a>, such as <a href="/doctordetail/dr-rahul-saxena">Dr. Rahul Saxena</a>, help adjust medicines for fasting. <a href="/appointment">Book an appointment</a> online.</p>`,
    cover: cover("diabetes-during-festivals"),
    author: "Dr. Pooja Chauhan",
    doctorUsername: "dr-pooja-chauhan",
    doctorRole: "author",
    review: { doctorUsername: "dr-rahul-saxena", daysAgo: 36 },
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
    bodyHtml: `<p>April and May often bring afternoons above 40°C to Pune, and the heat can build for days during a heatwave. The body cools itself mainly by sweating. When it is very hot, especially when it is also humid or there is no breeze, sweating is not enough, and the body's temperature starts to rise. Heat illness ranges from mild cramps to heat stroke, which is a life-threatening emergency. Almost all of it can be prevented.</p>
<h2>Who is most at risk</h2>
<ul>
<li>Older people, especially those living alone, and babies and young children</li>
<li>People who work outdoors: construction and farm workers, traffic police, delivery riders, street vendors</li>
<li>People exercising hard in the heat, including school and college sports</li>
<li>People with heart disease, kidney disease, diabetes, obesity or a mental illness</li>
<li>People taking certain medicines, such as water tablets (diuretics), some blood pressure medicines and some medicines for mental health; do not stop them, but ask your doctor how to stay safe</li>
<li>Anyone who has drunk alcohol, or who is already unwell with fever or diarrhoea</li>
</ul>
<h2>Know the stages</h2>
<h3>Heat cramps</h3>
<p>Painful cramps in the legs, arms or stomach during or after exertion in the heat. Rest in a cool place, drink water with oral rehydration solution (ORS) or a pinch of salt, and stretch gently.</p>
<h3>Heat exhaustion</h3>
<p>Heavy sweating, weakness, dizziness, headache, nausea, thirst, cool and clammy skin, and a fast pulse. The body is struggling, but it is still cooling itself. Move to a cool place, lie down with the legs raised, loosen clothing, sip water or ORS and cool the skin with a wet cloth. Most people feel better within 30 minutes. If they do not, or they get worse, treat it as heat stroke.</p>
<h3>Heat stroke</h3>
<p>The body's cooling has failed and the temperature rises to 40°C or higher. The person becomes <strong>confused, agitated, drowsy or unconscious</strong>, may have a fit, and may stop sweating, with hot, dry skin, although the skin can also still be sweaty, especially after exertion. Heat stroke damages the brain, kidneys, liver and muscles within a short time. It is an emergency.</p>
<h2>What to do for someone with heat stroke</h2>
<ol>
<li>Call the emergency line, +91 20 6720 1000, or 108 for an ambulance.</li>
<li>Move the person to the coolest place you can reach: shade, an air-conditioned room or car.</li>
<li>Remove extra clothing and start cooling at once. Soak the skin with cool water and fan it continuously; place ice packs or cold wet cloths on the neck, armpits and groin. If it is possible and safe, immersing the body up to the neck in cool water is the fastest way to cool.</li>
<li>Do not give fluids to someone who is confused, drowsy or not fully awake: they may choke. If they are awake and able to swallow, let them sip cool water.</li>
<li>Do not give paracetamol or other fever medicines. They do not lower the temperature in heat stroke.</li>
<li>If the person is unconscious but breathing, turn them onto their side. If they stop breathing normally, start CPR.</li>
<li>Keep cooling until help arrives.</li>
</ol>
<h2>Preventing heat illness</h2>
<h3>Plan your day around the heat</h3>
<ul>
<li>Avoid the sun between noon and 4 pm. Do errands, exercise and outdoor work in the early morning or evening.</li>
<li>Follow the heatwave warnings issued by the weather department and announced in the news, and plan ahead on those days.</li>
<li>If you work outdoors, take regular breaks in the shade, and ask your employer for water and rest points. New workers need a week or two to get used to the heat.</li>
</ul>
<h3>Drink before you are thirsty</h3>
<ul>
<li>Drink water regularly through the day, even if you are not thirsty. Pale yellow urine is a good sign that you are drinking enough.</li>
<li>If you sweat a lot, add ORS, buttermilk, lemon water with a pinch of salt or coconut water.</li>
<li>Avoid alcohol and large amounts of tea, coffee and sugary drinks.</li>
<li>If your doctor has limited how much you drink, for example for heart or kidney disease, ask how to adjust in a heatwave.</li>
</ul>
<h3>Keep cool</h3>
<ul>
<li>Wear light, loose, light-coloured cotton clothes, a hat or a cap, and carry an umbrella.</li>
<li>Keep the home cool: close curtains on the sunny side in the day, open windows when it is cooler at night, and use fans or coolers. A cool bath or shower helps.</li>
<li>Never leave a child, an older person or a pet in a parked car, even for a few minutes with the windows open.</li>
</ul>
<h3>Look out for others</h3>
<p>Check twice a day on elderly neighbours and relatives who live alone during a heatwave. Make sure they have water, a fan, and someone to call. Watch children at play, and make sure sports practice has water breaks and shade.</p>
<h2>When to see a doctor</h2>
<ul>
<li><strong>Emergency care at once</strong> for anyone with confusion, a fit, fainting or unconsciousness in the heat, or a very high body temperature with hot skin.</li>
<li><strong>The same day</strong> for heat exhaustion that does not improve within 30 minutes of rest and fluids, for vomiting that stops you keeping fluids down, or for passing very little or dark urine.</li>
<li><strong>A planned visit</strong> before summer if you have heart or kidney disease, diabetes, or take water tablets, to agree how to adjust your routine. Our <a href="/specialities/internal-medicine">internal medicine doctors</a> can help; <a href="/appointment">book online</a>.</li>
</ul>
<p>Our <a href="/specialities/emergency-medicine">emergency department</a> and <a href="/service-v2/detail/emergency-24x7">24x7 emergency service</a> are open day and night, with an <a href="/service-v2/detail/ambulance-service">ambulance service</a> across Pune. Read also <a href="/blogdetail/when-to-go-to-the-emergency-department">when to go to the emergency department</a>.</p>`,
    cover: cover("heat-stroke-prevention"),
    author: "Sunrise Health Desk",
    review: { doctorUsername: "dr-pallavi-shinde", daysAgo: 224 },
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
    bodyHtml: `<p>A knee replacement relieves pain and restores movement for most people with severe arthritis of the knee. The operation itself takes one to two hours. Recovery takes weeks to months, and the exercises you do at home are what make the result good. This guide describes what most patients can expect; your own plan may differ, and your surgeon and physiotherapist will adjust it to you.</p>
<h2>Before the operation</h2>
<p>Preparation makes recovery easier:</p>
<ul>
<li><strong>Strengthen the muscles.</strong> Our physiotherapists teach you the exercises you will do after surgery, so you can start them beforehand. Stronger thigh muscles mean an easier first fortnight.</li>
<li><strong>Prepare your home.</strong> Clear loose rugs and cables, put things you use every day within reach, and arrange a firm chair with arms. If your home has an Indian-style toilet, arrange a raised commode seat or a Western-style toilet for the first months.</li>
<li><strong>Get other conditions under control.</strong> Good control of diabetes and blood pressure, and treatment of any infection, including of the teeth or urine, lower the risk of complications.</li>
<li><strong>Stop smoking,</strong> which slows wound healing.</li>
<li><strong>Plan help at home</strong> for the first two weeks: someone to cook, shop and be there at night.</li>
</ul>
<h2>In hospital</h2>
<p>Most patients stand and take a few steps with a walker on the day of surgery or the next day, with a physiotherapist beside them. Moving early reduces the risk of blood clots and chest infection, and helps the knee bend. Pain is controlled with a combination of medicines so that you can exercise; tell the nurses if pain stops you from moving.</p>
<p>You will be given medicines and taught ankle exercises to prevent blood clots in the legs, and you may be asked to wear compression stockings. Most people go home after two to four days, once they can walk safely with a walker, get in and out of bed and a chair, and manage a few steps.</p>
<h2>Weeks 1 to 2: at home</h2>
<ul>
<li>Do your exercises three times a day. Bending and straightening the knee fully are the priorities: a knee that does not straighten makes walking tiring, and one that does not bend makes stairs and sitting hard.</li>
<li>Take your pain medicines as prescribed, about half an hour before exercising.</li>
<li>Use an ice pack wrapped in a towel for 15 to 20 minutes after exercise to reduce swelling. Rest with the leg raised, but do not put a pillow under the knee: it needs to straighten.</li>
<li>Keep the wound clean and dry. Follow the advice you were given about dressings and bathing.</li>
<li>Walk a little several times a day rather than a long way once.</li>
<li>Continue the blood-thinning medicine for as long as you have been told.</li>
</ul>
<h2>Weeks 2 to 6</h2>
<ul>
<li>Stitches or clips are usually removed around two weeks after surgery.</li>
<li>Walking becomes easier. Move from the walker to a stick when your physiotherapist agrees, holding it in the hand opposite the new knee.</li>
<li>Climb stairs one step at a time: up with the good leg first, down with the operated leg first.</li>
<li>Swelling and warmth around the knee are normal for weeks and can last a few months, especially in the evening.</li>
<li>Aim to bend the knee to at least a right angle by around six weeks; your physiotherapist will measure your progress.</li>
</ul>
<h2>Weeks 6 to 12</h2>
<ul>
<li>Most people walk without a stick, manage stairs normally, and can walk for longer distances.</li>
<li>Desk work is usually possible from about six weeks; physically demanding work may need three months or more.</li>
<li>Driving is possible when you can bend the knee enough, brake firmly and safely, and are no longer taking medicines that make you drowsy. For many people this is around six weeks; check with your surgeon.</li>
<li>Swimming, once the wound has fully healed, and cycling on a stationary bike are good exercises. Walking remains the best.</li>
</ul>
<h2>After three months</h2>
<p>The knee continues to improve for up to a year. Many people can kneel, although it often feels uncomfortable; sitting cross-legged on the floor and deep squatting are harder after a knee replacement, and your surgeon will advise what is safe for your implant. Low-impact activities such as walking, swimming, cycling, yoga adapted to the knee and golf suit most people. Running and jumping sports put heavy strain on the implant.</p>
<h2>Exercises you will learn</h2>
<p>Your physiotherapist will choose exercises for you. Common ones include ankle pumps, tightening the thigh muscle with the leg straight, straight-leg raises, heel slides to bend the knee, and sitting knee bends. Do them as shown, and tell your physiotherapist if one causes sharp pain.</p>
<h2>When to see a doctor</h2>
<h3>Go to the emergency department at once, or call 108, if you have</h3>
<ul>
<li>sudden breathlessness, chest pain or coughing up blood, which can mean a blood clot in the lungs</li>
<li>fainting or confusion</li>
</ul>
<h3>Call us the same day if you have</h3>
<ul>
<li>pain, swelling or tenderness in the calf or thigh that is new or getting worse</li>
<li>redness spreading around the wound, discharge from it, or the wound opening</li>
<li>fever above 38°C or shivering</li>
<li>a sudden increase in knee pain, or being unable to put weight on the leg after a fall</li>
</ul>
<p>Read about our <a href="/service-v2/detail/joint-replacement">knee and hip replacement service</a>, the <a href="/service-v2/detail/physiotherapy">physiotherapy</a> team and the <a href="/specialities/physiotherapy-rehabilitation">rehabilitation department</a>, or <a href="/doctordetail/dr-rohan-patil">meet the surgeon</a> in our <a href="/specialities/orthopaedics">orthopaedics department</a>. To discuss whether a knee replacement is right for you, <a href="/appointment">book a consultation</a>.</p>`,
    cover: cover("knee-replacement-recovery"),
    author: "Dr. Rohan Patil",
    doctorUsername: "dr-rohan-patil",
    doctorRole: "author",
    review: { doctorUsername: "dr-kavita-pandey", daysAgo: 99 },
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
    bodyHtml: `<p>Back and neck pain are among the most common reasons people who work at desks come to see us. Long hours in one position, a laptop on the dining table, a chair that does not support the lower back, and a long commute on a two-wheeler all add up. The good news: most back pain is not caused by serious damage, and it usually improves within a few weeks with simple changes and staying active.</p>
<h2>Why desk work hurts</h2>
<p>The spine is built to move. Sitting still for hours loads the same discs, joints and muscles without a break, and the muscles that hold us upright tire and tighten. Looking down at a laptop or phone pulls the head forward, which strains the neck and upper back. Stress and poor sleep make muscles more tense and pain feel worse.</p>
<h2>Set up your workstation</h2>
<h3>Screen</h3>
<ul>
<li>Place the top of the screen at or just below eye level, about an arm's length away.</li>
<li>With a laptop, raise it on a stand or a pile of books and use a separate keyboard and mouse. A laptop on the lap or on a bed is the worst set-up for the neck.</li>
<li>If you use two screens, put the one you use most directly in front of you.</li>
</ul>
<h3>Chair</h3>
<ul>
<li>Sit back in the chair so that it supports your lower back. If it does not, a small cushion or a rolled towel behind the lower back helps.</li>
<li>Keep your feet flat on the floor, or on a footrest, with knees about level with the hips.</li>
<li>Adjust the height so that your elbows are at your sides, bent at about 90 degrees, with forearms resting on the desk and shoulders relaxed.</li>
</ul>
<h3>Desk and phone</h3>
<ul>
<li>Keep the keyboard and mouse close, so that you do not reach forward.</li>
<li>Use a headset or the speaker for long calls instead of holding the phone between ear and shoulder.</li>
<li>Hold your phone up towards eye level rather than bending the neck down to it.</li>
</ul>
<h2>Move often</h2>
<p>The best posture is the next one. Even a well set-up desk causes stiffness if you do not move.</p>
<ol>
<li>Stand up and move every 30 minutes, even for one minute. A reminder on your phone or computer helps.</li>
<li>Take calls standing or walking.</li>
<li>Walk to a colleague's desk instead of sending a message, and use the stairs for a floor or two.</li>
<li>Every 20 minutes, look at something far away for 20 seconds: it rests the eyes and makes you lift your head.</li>
<li>Build activity into each day: a brisk 30-minute walk, yoga, swimming or cycling all help the back.</li>
</ol>
<h2>Gentle exercises</h2>
<p>These can be done each morning and evening. Move slowly, breathe normally, and stop any exercise that causes sharp pain or pain spreading down a leg.</p>
<ul>
<li><strong>Chin tucks:</strong> sitting tall, gently draw the chin straight back, hold for five seconds, and repeat ten times.</li>
<li><strong>Shoulder rolls:</strong> roll the shoulders backwards in slow circles ten times.</li>
<li><strong>Cat and camel:</strong> on hands and knees, slowly round the back up, then let it sink down, ten times.</li>
<li><strong>Knee to chest:</strong> lying on your back, pull one knee gently towards the chest, hold for 20 seconds, and change sides.</li>
<li><strong>Bridge:</strong> lying on your back with knees bent, lift the hips until the body is in a straight line from shoulders to knees, hold for five seconds, and repeat ten times.</li>
</ul>
<h2>If your back starts to hurt</h2>
<ul>
<li><strong>Keep moving.</strong> Bed rest makes back pain last longer. Carry on with daily activities as far as the pain allows, and return to work as soon as you can, with adjustments if needed.</li>
<li><strong>Heat helps</strong> tense muscles: a hot water bag or a warm shower.</li>
<li><strong>Simple painkillers</strong> can help you keep moving for a few days; ask your pharmacist or doctor which are safe for you, especially if you have stomach, kidney or heart problems.</li>
<li><strong>Scans are rarely needed</strong> in the first weeks. An X-ray or MRI often shows age-related changes that are not the cause of the pain, and it does not change the treatment for most people. Your doctor will advise one if there is a reason.</li>
<li><strong>Sleep</strong> on a mattress that is firm enough to support you, on your side with a pillow between the knees, or on your back with a pillow under the knees.</li>
</ul>
<h2>When to see a doctor</h2>
<h3>Go to the emergency department the same day if back pain comes with</h3>
<ul>
<li>loss of control of the bladder or bowel, or difficulty passing urine</li>
<li>numbness around the back passage, the genitals or the inner thighs</li>
<li>weakness in both legs, or weakness that is getting worse quickly</li>
</ul>
<p>These can be signs of pressure on the nerves at the base of the spine, which needs urgent treatment.</p>
<h3>See a doctor soon if</h3>
<ul>
<li>pain spreads below the knee, with numbness, tingling or weakness in the leg or foot</li>
<li>you have fever, feel unwell or have lost weight without trying</li>
<li>you have had cancer, or take steroid tablets for a long time</li>
<li>the pain started after a fall or an accident</li>
<li>the pain is severe at night and does not ease with rest or a change of position</li>
<li>you are over 50 and this is your first episode of back pain</li>
<li>the pain has not improved after six weeks</li>
</ul>
<p>Our <a href="/doctordetail/dr-harpreet-singh-sandhu">spine specialist</a> and the <a href="/specialities/orthopaedics">orthopaedics department</a> see patients whose pain does not settle, and the <a href="/service-v2/detail/physiotherapy">physiotherapy team</a> and <a href="/specialities/physiotherapy-rehabilitation">rehabilitation doctors</a> build exercise programmes for long-standing back pain. <a href="/appointment">Book a consultation</a> online.</p>`,
    cover: cover("back-pain-at-the-desk"),
    author: "Dr. Harpreet Singh Sandhu",
    doctorUsername: "dr-harpreet-singh-sandhu",
    doctorRole: "author",
    review: { doctorUsername: "dr-rohit-kamat", daysAgo: 316 },
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
    bodyHtml: `<p>Snoring is common, and often a family joke. But when the airway in the throat narrows and closes again and again during sleep, breathing stops for seconds at a time, the oxygen level in the blood falls, and the brain briefly wakes the body to breathe again. This is obstructive sleep apnoea. Most people do not remember these awakenings, yet they can happen dozens of times an hour, leaving the person tired however long they sleep. Over years, sleep apnoea affects mood, concentration, blood pressure and the heart.</p>
<h2>Snoring or sleep apnoea?</h2>
<p>Simple snoring is noise from vibrating tissues in the throat, with steady breathing. In sleep apnoea, the snoring is often loud and irregular, interrupted by silences and followed by a gasp or snort as breathing restarts. A bed partner usually notices first. Not everyone with sleep apnoea snores loudly, and not everyone who snores has sleep apnoea.</p>
<h2>Signs to look for</h2>
<h3>At night</h3>
<ul>
<li>Loud snoring with pauses in breathing, gasping or choking, noticed by someone else</li>
<li>Waking often, waking with a dry mouth, or getting up several times to pass urine</li>
<li>Restless sleep and night sweats</li>
</ul>
<h3>During the day</h3>
<ul>
<li>Waking unrefreshed, with morning headaches</li>
<li>Sleepiness: dozing off while reading, watching television, in meetings, or at traffic lights</li>
<li>Poor concentration, forgetfulness, irritability or low mood</li>
<li>High blood pressure that is hard to control despite several medicines</li>
</ul>
<h3>In children</h3>
<p>Children with sleep apnoea often have enlarged tonsils and adenoids. Look for snoring on most nights, breathing through the mouth, pauses in breathing, restless sleep, bed-wetting after they had been dry, and, in the day, poor attention, hyperactivity or falling behind at school rather than sleepiness.</p>
<h2>Who is at higher risk</h2>
<ul>
<li>People who are overweight, especially with a large neck or weight around the middle</li>
<li>Men, and women after the menopause</li>
<li>People with a small lower jaw, a blocked nose or large tonsils</li>
<li>Those who drink alcohol in the evening or take sleeping pills, which relax the throat muscles</li>
<li>Smokers</li>
<li>People with a family history of sleep apnoea</li>
</ul>
<p>People in South Asia can develop sleep apnoea at a lower body weight than is often assumed, so a normal weight does not rule it out.</p>
<h2>Why it matters</h2>
<p>Each pause in breathing strains the heart and raises blood pressure. Untreated moderate or severe sleep apnoea is linked with high blood pressure, irregular heart rhythms such as atrial fibrillation, heart failure, stroke and difficulty controlling diabetes. Daytime sleepiness raises the risk of road accidents and accidents at work. Treatment can improve sleep, energy, mood and blood pressure.</p>
<h2>How we diagnose it</h2>
<p>Your doctor will ask about your sleep, your daytime sleepiness and your health, and examine your nose, mouth, throat and neck. A bed partner's description is very helpful: bring them along, or ask them to record a short video of your snoring on their phone.</p>
<p>The diagnosis is made with a sleep study, which records breathing, oxygen levels, heart rhythm and sleep overnight. It can be done in our sleep lab, where a technician watches through the night, or for suitable patients with a portable device at home. The study counts how many times an hour breathing stops or becomes shallow:</p>
<ul>
<li>fewer than 5 times an hour is normal in adults</li>
<li>5 to 14 times an hour is mild sleep apnoea</li>
<li>15 to 29 times an hour is moderate</li>
<li>30 or more times an hour is severe</li>
</ul>
<p>Treatment depends on these numbers, on your symptoms and on your other health conditions.</p>
<h2>Treatment</h2>
<ol>
<li><strong>Changes that help everyone.</strong> Losing weight if you are overweight, avoiding alcohol and sleeping pills in the evening, stopping smoking, and treating a blocked nose. For some people whose apnoea happens mainly on their back, sleeping on the side helps.</li>
<li><strong>CPAP.</strong> A small machine blows air gently through a mask worn over the nose or nose and mouth, keeping the airway open all night. It is the most effective treatment for moderate and severe sleep apnoea. Getting used to it takes a few weeks: a well-fitting mask, a humidifier for a dry nose, and support from the sleep team in the first month make a big difference. Many people feel more alert within days.</li>
<li><strong>Oral appliances.</strong> A custom-made mouthguard that holds the lower jaw slightly forward during sleep suits some people with mild or moderate apnoea, or those who cannot use CPAP. It is fitted by a dentist working with the sleep team.</li>
<li><strong>Surgery.</strong> Removing large tonsils and adenoids often cures sleep apnoea in children. In adults, surgery on the nose, throat or jaw suits a small number of carefully selected patients.</li>
</ol>
<h2>When to see a doctor</h2>
<ul>
<li>If someone has noticed that you stop breathing or gasp in your sleep</li>
<li>If you feel sleepy during the day despite a full night in bed, or have nodded off while driving</li>
<li>If your blood pressure is hard to control; read how to <a href="/blogdetail/blood-pressure-at-home">measure it at home</a> and bring your readings</li>
<li>If your child snores most nights or has pauses in breathing</li>
</ul>
<p><strong>Do not drive when you feel sleepy.</strong> Pull over somewhere safe and rest. If you have been diagnosed with sleep apnoea, ask your doctor when it is safe to drive.</p>
<p>Our <a href="/doctordetail/dr-manoj-kale">sleep medicine clinic</a> works with the <a href="/specialities/pulmonology">pulmonology</a>, <a href="/specialities/ent">ENT</a> and <a href="/specialities/dental-sciences">dental</a> teams, so you can be assessed and treated in one place. <a href="/appointment">Book a consultation</a> online.</p>`,
    cover: cover("snoring-and-sleep-apnoea"),
    author: "Dr. Manoj Kale",
    doctorUsername: "dr-manoj-kale",
    doctorRole: "author",
    review: { doctorUsername: "dr-alisha-dsouza", daysAgo: 52 },
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
    bodyHtml: `<p>Board exams, entrance tests and the months of coaching before them put real pressure on young people, and on their families. A little anxiety is normal and can even help: it focuses the mind and gets the revision done. Too much takes away sleep, appetite and confidence, and can tip into anxiety or depression that needs help. Parents are often the first to notice, and what they say and do makes a difference.</p>
<h2>Normal nerves, or too much?</h2>
<p>Most teenagers feel nervous before exams, complain about the workload, and have the odd bad day. These feelings come and go, and they ease once the exams are over. Stress has become too much when it lasts for weeks, affects daily life, or shows in several of the ways below.</p>
<h2>Signs that stress is too much</h2>
<h3>In the body</h3>
<ul>
<li>Sleeping very little, or far too much</li>
<li>Skipping meals, or eating much more than usual</li>
<li>Headaches, stomach aches, nausea or a racing heart, especially on school or exam days</li>
<li>Frequent minor illnesses</li>
</ul>
<h3>In feelings</h3>
<ul>
<li>Irritability, anger or tearfulness that lasts for weeks</li>
<li>Constant worry about failing or letting the family down</li>
<li>Feeling hopeless, worthless or that nothing will ever get better</li>
<li>Panic attacks: sudden fear with a pounding heart, breathlessness and shaking</li>
</ul>
<h3>In behaviour</h3>
<ul>
<li>Withdrawing from friends and family, giving up activities they enjoyed</li>
<li>Avoiding school or coaching classes, or being unable to start studying at all</li>
<li>Studying through the night, every night</li>
<li>Using alcohol, tobacco, other substances, or energy drinks and pills to keep going</li>
<li>Talking about being a burden, about not wanting to live, or harming themselves</li>
</ul>
<h2>How to talk about it</h2>
<ol>
<li><strong>Pick a calm moment.</strong> Car journeys, walks and meals are often easier than a face-to-face "talk".</li>
<li><strong>Ask how they feel, not only how much they studied.</strong> Open questions help: "How are you finding it all?" rather than "Did you finish the chapter?"</li>
<li><strong>Listen more than you advise.</strong> Let them finish. Avoid jumping in with solutions, comparisons or lectures.</li>
<li><strong>Take their feelings seriously.</strong> "It sounds really hard" helps more than "Don't worry, you'll be fine".</li>
<li><strong>Share your own experience</strong> of pressure and how you coped, briefly, if it helps them feel understood.</li>
<li><strong>Ask directly</strong> if you are worried they may harm themselves. Asking does not put the idea in their head; it shows you can bear to hear the answer.</li>
</ol>
<h2>What helps day to day</h2>
<ul>
<li><strong>Sleep.</strong> Teenagers need about eight to ten hours a night. Memory is strengthened during sleep, so late-night cramming is a poor trade. Keep screens out of the bedroom after an agreed time.</li>
<li><strong>Regular meals.</strong> Breakfast, proper meals and healthy snacks keep energy steady. Limit tea, coffee and energy drinks, which worsen anxiety and sleep.</li>
<li><strong>Movement and fresh air.</strong> Thirty minutes of exercise, a sport, a walk or cycling every day reduces stress and improves concentration.</li>
<li><strong>A realistic timetable.</strong> Short study blocks of 30 to 50 minutes with short breaks work better than long sessions. Help them plan, but let them own the plan.</li>
<li><strong>Time off.</strong> Time with friends, hobbies and family is part of staying well, not a distraction.</li>
<li><strong>Praise effort, not only marks.</strong> Avoid comparisons with siblings, cousins or neighbours' children.</li>
<li><strong>Keep perspective.</strong> Remind them that there are many paths to a good life and career, and that your love does not depend on a result.</li>
</ul>
<h2>Around exam days</h2>
<p>The night before, a light revision, a good meal and an early night help more than last-minute cramming. On the day, a calm morning, a familiar breakfast and arriving in good time reduce panic. Slow breathing, in for four counts and out for six, can settle nerves in the exam hall. Afterwards, avoid a detailed post-mortem of every answer.</p>
<h2>When results disappoint</h2>
<p>Results days can be the hardest. Be with your teenager when results come out, or soon after. Show that you are on their side whatever the result, and talk about options only when they are ready: re-examinations, other courses, other colleges, a gap year. Watch closely for signs of despair in the days that follow.</p>
<h2>Look after yourself too</h2>
<p>Parents' own anxiety passes easily to children. Talk to your partner, friends or a counsellor about your worries rather than to your teenager, and keep some normal family time that is not about exams.</p>
<h2>When to seek help</h2>
<ul>
<li>If low mood, worry or changes in sleep and appetite last more than two weeks, or get in the way of daily life, talk to a doctor or the school counsellor.</li>
<li>If your teenager has panic attacks, has stopped going to school, or is using alcohol or drugs, seek help soon.</li>
<li><strong>Any talk of self-harm or suicide needs help the same day.</strong> Do not leave them alone; remove medicines and other means of harm from easy reach; call us, or go to the nearest emergency department. In an immediate emergency, call 112. The national Tele-MANAS mental health helpline, 14416, is free and open 24 hours.</li>
</ul>
<p>Our <a href="/specialities/psychiatry">psychiatry team</a> sees young people with their families, in confidence, and can work with schools where the family wishes. <a href="/appointment">Book an appointment</a>, or <a href="/contactUs">contact us</a> if you are not sure where to start.</p>`,
    cover: cover("exam-stress-in-teenagers"),
    author: "Dr. Anjali Mukherjee",
    doctorUsername: "dr-anjali-mukherjee",
    doctorRole: "author",
    review: { doctorUsername: "dr-sameer-khan", daysAgo: 173 },
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
    bodyHtml: `<p>A consultation often lasts only a short time, and it is easy to come home and remember the question you meant to ask. A little preparation makes a hospital visit calmer and more useful, for you and for your doctor. This checklist follows a visit from booking to the billing counter.</p>
<h2>Choosing the right doctor</h2>
<p>If you know which speciality you need, you can browse our <a href="/specialityList">specialities</a> or the <a href="/doctorList">list of doctors</a>, where each profile shows the doctor's experience, the languages they speak and their OPD days. If you are not sure where to start, or you have several health problems at once, a physician in <a href="/specialities/internal-medicine">internal medicine</a> can assess you and refer you on if needed.</p>
<h2>Booking</h2>
<ul>
<li><a href="/appointment">Book online</a> at any time, or call the appointments desk on +91 20 6720 2100. You receive a confirmation by SMS.</li>
<li>Choose a time when you will not be rushed, and, for an older relative, a time when a family member can come along.</li>
<li>If you need a test on the same day, such as a fasting blood test, book an early slot.</li>
<li>If you need to move or cancel a booking, you can do so online up to 24 hours before the appointment.</li>
</ul>
<h2>Before you come</h2>
<h3>Write down your story</h3>
<ul>
<li>Your main problem, when it started, and how it has changed</li>
<li>What makes it better or worse, and what you have already tried</li>
<li>Other symptoms, even if they seem unrelated</li>
<li>Your past illnesses, operations and hospital stays, and illnesses that run in the family</li>
<li>Allergies to medicines, foods or anything else, and what happened</li>
</ul>
<h3>List your medicines</h3>
<p>Write down every medicine you take, with its dose and how often, including vitamins, supplements, ayurvedic, homoeopathic and other remedies, inhalers, eye drops and injections. Or simply bring all the strips and bottles in a bag. This helps your doctor avoid medicines that do not mix.</p>
<h3>Prepare your questions</h3>
<p>Note the three or four questions that matter most to you, and ask them first. For example:</p>
<ul>
<li>What is the likely cause of my problem?</li>
<li>Do I need any tests, and what will they show?</li>
<li>What are the treatment options, their benefits and risks, and what happens if I wait?</li>
<li>What should I watch for at home, and when should I come back?</li>
<li>What will the tests and treatment cost?</li>
</ul>
<h3>Check the instructions for tests</h3>
<p>Some blood tests and most <a href="/service-v2/detail/executive-health-check">health check packages</a> need 10 to 12 hours of fasting; water is usually allowed. Some scans need a full bladder or an empty stomach. If you are not sure, ask when you book. Do not stop regular medicines before a test unless you have been told to, and if you have diabetes, ask how to adjust your medicines while fasting.</p>
<h2>What to bring</h2>
<ul>
<li>A photo ID, and your booking confirmation</li>
<li>Earlier reports, scan films and CDs, and discharge summaries, in date order if possible</li>
<li>Your list of medicines, or the medicines themselves</li>
<li>Glasses, hearing aids and walking aids you use</li>
<li>For a child: the vaccination card and growth records</li>
<li>Your health insurance card and policy details, if you will use insurance</li>
<li>Something to eat after a fasting test, and water</li>
</ul>
<h2>On the day</h2>
<ol>
<li>Arrive 15 to 30 minutes early, or 45 minutes for a first visit, to register and have your weight and blood pressure checked.</li>
<li>Tell the registration desk if you need a wheelchair, an interpreter or any other help.</li>
<li>A family member or friend is welcome to come with you. A second pair of ears helps, especially when a lot of information is given.</li>
<li>If you are unwell while waiting, or your symptoms get worse, tell the nurse at once.</li>
</ol>
<h2>In the consultation</h2>
<p>Be open: doctors hear about every kind of problem, and what you tell them stays confidential. Mention anything that worries you, even if it seems embarrassing or minor. Ask about anything you do not understand, and ask the doctor to write down the diagnosis and the plan. Before you leave, check that you know:</p>
<ul>
<li>what the diagnosis or the possible diagnoses are</li>
<li>how and when to take each medicine, and for how long</li>
<li>which tests to have, where, and when the results will be ready</li>
<li>when to come back, and what should make you come back sooner</li>
</ul>
<h2>After the visit</h2>
<p>Results of most blood tests are ready in 24 to 48 hours; some specialised tests take longer. Keep all your reports together in one folder. If you need tests at home, our <a href="/service-v2/detail/home-sample-collection">home sample collection</a> covers much of Pune. Copies of medical records are given to the patient, or to a person they authorise, on request with photo ID.</p>
<h2>Billing and insurance</h2>
<p>Consultation fees are shown on each doctor's profile and when you book. For planned admissions with health insurance, the billing and insurance (TPA) desk on +91 20 6720 2200 can help with pre-authorisation for cashless treatment; contact them a few days before. Keep all bills and receipts for reimbursement claims.</p>
<h2>When not to wait for an appointment</h2>
<p>An appointment is for problems that can wait a day or more. Chest pain, difficulty breathing, signs of a stroke, severe bleeding or a serious injury need the emergency department at once: call +91 20 6720 1000 or 108. Read <a href="/blogdetail/when-to-go-to-the-emergency-department">when to go to the emergency department</a>.</p>
<p>Questions about your visit? <a href="/contactUs">Contact the front desk</a>.</p>`,
    cover: cover("preparing-for-your-hospital-visit"),
    author: "Sunrise Health Desk",
    review: { doctorUsername: "dr-sunil-wagh", daysAgo: 5 },
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
    bodyHtml: `<p>The emergency department is open day and night for illnesses and injuries that cannot wait. It treats the most urgent patients first, whatever time they arrived. Knowing when to come, when to call an ambulance, and when a clinic visit is better gets everyone the right care faster. When in doubt, it is always better to come and be checked.</p>
<h2>Call an ambulance, or come at once, for</h2>
<h3>Chest pain and breathing</h3>
<ul>
<li>Chest pain, pressure or tightness lasting more than a few minutes, especially with sweating, breathlessness or pain spreading to the arm or jaw. Read about <a href="/blogdetail/heart-attack-warning-signs">the warning signs of a heart attack</a>.</li>
<li>Sudden or severe breathlessness, lips turning blue, or being unable to speak in full sentences</li>
<li>A severe asthma attack that does not improve with the usual inhaler</li>
</ul>
<h3>Signs of a stroke: think BE FAST</h3>
<ul>
<li><strong>B</strong>alance: sudden loss of balance or coordination</li>
<li><strong>E</strong>yes: sudden loss of vision or double vision</li>
<li><strong>F</strong>ace: one side of the face drooping</li>
<li><strong>A</strong>rms: weakness or numbness of one arm or leg</li>
<li><strong>S</strong>peech: slurred or strange speech, or difficulty understanding</li>
<li><strong>T</strong>ime: note the time the symptoms started and call for help at once. Treatments that dissolve or remove the clot work only within hours.</li>
</ul>
<h3>Injuries and bleeding</h3>
<ul>
<li>Severe bleeding that does not stop with firm pressure for ten minutes</li>
<li>A serious road accident, a fall from a height, or a deep wound</li>
<li>A head injury followed by fainting, vomiting, confusion, drowsiness, a severe headache or a fit</li>
<li>A suspected broken bone with a deformed limb, or bone showing through the skin</li>
<li>Large or deep burns, burns on the face, hands or genitals, or any burn from electricity or chemicals</li>
</ul>
<h3>Other emergencies</h3>
<ul>
<li>A fit (seizure) in someone who does not have epilepsy, or a fit lasting more than five minutes</li>
<li>Fainting, sudden confusion, or being very difficult to wake</li>
<li>A severe allergic reaction: swelling of the lips, tongue or throat, difficulty breathing, or faintness after a food, medicine or sting</li>
<li>Poisoning or an overdose, including of household chemicals and pesticides: bring the container</li>
<li>Sudden severe pain in the belly, or vomiting blood, or black stools</li>
<li>In pregnancy: bleeding, severe pain, fluid leaking, fits, or the baby moving much less than usual</li>
<li>In a baby under three months: a temperature of 38°C or more</li>
<li>Thoughts of suicide or self-harm, or a risk of harming others</li>
</ul>
<h2>Ambulance or car?</h2>
<p>Call 108 or the hospital's emergency line, +91 20 6720 1000, for an ambulance if the person has chest pain, signs of a stroke, is unconscious or having a fit, has trouble breathing, or has had a serious injury, particularly to the neck or back. Ambulance teams can start treatment on the way and tell the hospital to get ready. Never drive yourself when you have chest pain or feel faint. For less serious problems, a family member can bring you; come to the emergency entrance on Riverside Road.</p>
<h2>A clinic visit is usually better for</h2>
<ul>
<li>colds, coughs, sore throats and mild fevers in adults and older children</li>
<li>long-standing aches and pains, such as back or joint pain that has lasted for weeks</li>
<li>minor cuts, sprains and rashes</li>
<li>repeat prescriptions, routine check-ups and test results</li>
<li>questions about a long-term condition that is stable</li>
</ul>
<p>For these, <a href="/appointment">book an appointment</a> with a doctor, often on the same or the next day. If you are unsure whether a problem is an emergency, call us and ask.</p>
<h2>What happens when you arrive</h2>
<ol>
<li><strong>Triage.</strong> A nurse checks your symptoms and vital signs, such as pulse, blood pressure, oxygen level and temperature, within minutes, and decides how urgent your condition is.</li>
<li><strong>The most urgent first.</strong> Patients with life-threatening conditions go straight to the resuscitation area. Others are seen in order of urgency, so someone who arrived after you may be seen before you. This is not unfair: it means they are more ill.</li>
<li><strong>Assessment and tests.</strong> A doctor examines you and may arrange blood tests, an ECG, X-rays or scans. Some results take an hour or more.</li>
<li><strong>A decision.</strong> You may be treated and sent home with advice and a follow-up plan, observed for a few hours, or admitted to a ward or intensive care.</li>
</ol>
<p>If you feel worse while you wait, tell the nurse at once.</p>
<h2>What to bring, if there is time</h2>
<ul>
<li>Your medicines, or a list of them, and any allergies</li>
<li>Previous reports and discharge summaries</li>
<li>Photo ID, and insurance details if you have them</li>
<li>A phone and charger, and the phone number of a family member</li>
</ul>
<p>Never delay coming to collect these. The emergency team can treat you without them.</p>
<h2>When to see a doctor</h2>
<p>Come to the emergency department, or call an ambulance, for any of the emergency signs above. For everything else, see your doctor or book a visit, and come back to the emergency department if things get worse. In the hot months, read also about <a href="/blogdetail/heat-stroke-prevention">heat stroke</a>.</p>
<p>Our <a href="/service-v2/detail/emergency-24x7">emergency and trauma service</a> and <a href="/specialities/emergency-medicine">emergency medicine team</a> are open 24x7 on +91 20 6720 1000, with a <a href="/service-v2/detail/stroke-heart-attack-pathway">stroke and heart attack pathway</a> and an <a href="/service-v2/detail/ambulance-service">ambulance service</a>. For other questions, <a href="/contactUs">contact us</a>.</p>`,
    cover: cover("when-to-go-to-the-emergency-department"),
    author: "Sunrise Health Desk",
    review: { doctorUsername: "dr-yusuf-merchant", daysAgo: 265 },
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
