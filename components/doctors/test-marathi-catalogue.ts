import en from "@/lib/i18n/messages/en/doctors.json";

/**
 * A Marathi doctors' catalogue for component tests, standing in for messages/mr/doctors.json
 * (jest.mock) so that the tests see Marathi words and Marathi word order whatever the real
 * catalogue holds today.
 */
export const MARATHI_DOCTORS = {
  ...en,
  facts: { ...en.facts, experience: "अनुभव", languages: "भाषा" },
  experience: "{years, plural, one {# वर्ष} other {# वर्षे}}",
  spokenLanguages: { ...en.spokenLanguages, English: "इंग्रजी", Hindi: "हिंदी", Marathi: "मराठी" },
  bookAppointment: "<hidden>{name} यांची </hidden>भेट बुक करा",
  card: { ...en.card, nextAvailable: "पुढील मोकळी वेळ", bookSlot: "{time}<hidden> ला {name} यांची भेट बुक करा</hidden>" },
  profile: { ...en.profile, slotsTitle: "पुढील मोकळ्या वेळा", bookSlot: "{time}<hidden> ({day}) ला भेट बुक करा</hidden>" },
  opd: { ...en.opd, days: { ...en.opd.days, Monday: "सोमवार", Tuesday: "मंगळवार" }, none: "ओपीडी नाही" },
};
