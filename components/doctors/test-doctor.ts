import type { DoctorProfile } from "@/lib/contracts/doctors";

/** A doctor as the API shapes one, for component tests. */
export function testDoctor(overrides: Partial<DoctorProfile> = {}): DoctorProfile {
  return {
    _id: "d-1",
    username: "dr-ananya-kulkarni",
    name: "Ananya Kulkarni",
    title: "Dr.",
    fullName: "Dr. Ananya Kulkarni",
    gender: "female",
    photo: "/images/doctors/dr-ananya-kulkarni.svg",
    designation: "Senior Consultant",
    qualifications: ["MBBS", "MD (Medicine)", "DM (Cardiology)"],
    experienceYears: 18,
    languages: ["English", "Hindi", "Marathi"],
    consultationFee: { amount: 120000, currency: "INR" },
    specialities: [{ _id: "s-1", specialityName: "Cardiology", specialityUrl: "cardiology" }],
    registrationNumber: "MMC 2006/09/3279",
    biography: "Dr. Ananya Kulkarni is a senior consultant in cardiology.\n\nShe trained in Mumbai.",
    opdTimings: [
      { dayOfWeek: 1, day: "Monday", startTime: "09:30", endTime: "13:30" },
      { dayOfWeek: 3, day: "Wednesday", startTime: "17:00", endTime: "20:00" },
    ],
    services: [
      {
        _id: "sv-1",
        serviceName: "Echocardiography",
        serviceUrl: "echocardiography",
        category: { _id: "c-1", categoryName: "Diagnostics", categoryUrl: "diagnostics" },
      },
    ],
    ...overrides,
  };
}
