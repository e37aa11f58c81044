import { doctorSearchKey, nameSearchKey } from "./name-key";

describe("nameSearchKey", () => {
  it("gives a name typed in Devanagari, in Latin letters or misspelt the same key", () => {
    for (const typed of ["कुलकर्णी", "Kulkarni", "KULKARNI", "kulkarny", "kulkarnee", "  Kulkarni  "]) expect([typed, nameSearchKey(typed)]).toEqual([typed, "kulkarni"]);
    expect(nameSearchKey("डॉ. अनन्या कुलकर्णी")).toBe(nameSearchKey("Dr. Ananya Kulkarni"));
    expect(nameSearchKey("Dr. Ananya Kulkarni")).toBe("ananya kulkarni");
  });

  it.each([
    ["देशपांडे", "Deshpande"],
    ["देशमुख", "Deshmukh"],
    ["पाटील", "Patil"],
    ["जोशी", "Joshi"],
    ["मेहता", "Mehta"],
    ["शर्मा", "Sharma"],
    ["राजेश", "Rajesh"],
    ["विक्रम", "Vikram"],
    ["भावना", "Bhavna"],
    ["ओमकार", "Omkar"],
    ["पटवर्धन", "Patwardhan"],
    ["लालवाणी", "Lalwani"],
    ["हेमंत", "Hemant"],
    ["चंद्रकांत", "Chandrakant"],
    ["सिद्धार्थ", "Siddharth"],
    ["आदित्य", "Aditya"],
    ["मिश्र", "Mishra"],
    ["कृष्णन", "Krishnan"],
    ["लक्ष्मी", "Lakshmi"],
    ["सक्सेना", "Saxena"],
    ["सिद्दीकी", "Siddiqui"],
    ["समीर ख़ान", "Sameer Khan"],
    ["झीनत", "Zeenat"],
    ["पूजा चौहान", "Pooja Chauhan"],
    ["विवेक चव्हाण", "Vivek Chavan"],
    ["संजय भट्ट", "Sanjay Bhatt"],
    ["कविता पांडे", "Kavita Pandey"],
    ["आदित्य राव", "Aditya Rao"],
    ["काळे", "Kale"],
    ["कुळकर्णी", "Kulkarni"],
  ])("reads %s as %s is spelt: the inherent vowel dropped where it is silent, the scripts' distinctions folded", (devanagari, latin) => {
    expect(nameSearchKey(devanagari)).toBe(nameSearchKey(latin));
  });

  it("folds long and short vowels, retroflex and dental, aspirates, sh and s, v and w, doubled letters", () => {
    expect(nameSearchKey("Meera")).toBe(nameSearchKey("Mira"));
    expect(nameSearchKey("Pooja")).toBe(nameSearchKey("Puja"));
    expect(nameSearchKey("Shweta")).toBe(nameSearchKey("Sveta"));
    expect(nameSearchKey("Bhide")).toBe(nameSearchKey("Bide"));
    expect(nameSearchKey("Lalwani")).toBe(nameSearchKey("Lalvani"));
    expect(nameSearchKey("Siddharth")).toBe(nameSearchKey("Sidarth"));
    expect(nameSearchKey("ठाकूर")).toBe(nameSearchKey("तकुर"));
    expect(nameSearchKey("गणेश")).toBe(nameSearchKey("गनेस"));
  });

  it("keeps different names apart", () => {
    expect(nameSearchKey("Kulkarni")).not.toBe(nameSearchKey("Karnik"));
    expect(nameSearchKey("कुलकर्णी")).not.toBe(nameSearchKey("Joshi"));
    expect(nameSearchKey("Rajesh Iyer")).not.toBe(nameSearchKey("Rajesh Nair"));
  });

  it("drops a leading title only, in either script", () => {
    expect(nameSearchKey("Dr.Ananya")).toBe("ananya");
    expect(nameSearchKey("doctor ananya")).toBe("ananya");
    expect(nameSearchKey("डॉक्टर अनन्या")).toBe("ananya");
    expect(nameSearchKey("Drashti")).toBe("drasti");
    expect(nameSearchKey("Ananya Dr")).toBe("ananya dr");
  });

  it("gives a clean key, or none, for text that is not a name", () => {
    expect(nameSearchKey("")).toBe("");
    expect(nameSearchKey("   ")).toBe("");
    expect(nameSearchKey("!!! %% __ ...")).toBe("");
    expect(nameSearchKey("Dr.")).toBe("");
    expect(nameSearchKey("\u0000kul\u0007karni\u001b")).toBe("kul karni");
    expect(nameSearchKey("O’Brien-D'Souza")).toBe("obrien dsoja");
    expect(nameSearchKey("José Müller")).toBe("jose muler");
    expect(nameSearchKey("१२३ ॐ।")).toBe("123 on");
    const long = nameSearchKey("कुलकर्णी ".repeat(25) + "a".repeat(200));
    expect(long).toMatch(/^(kulkarni )+a$/);
  });
});

describe("doctorSearchKey", () => {
  it("joins the keys of the name and its other spellings, each once", () => {
    expect(doctorSearchKey("Anil Gokhale", ["अनिल गोखले", "अनिल गोखले", "Anil Gokhale"])).toBe("anil gokale anil gokle");
    expect(doctorSearchKey("Ananya Kulkarni", ["अनन्या कुलकर्णी"])).toBe("ananya kulkarni");
    expect(doctorSearchKey("Rajesh Iyer", ["", "!!!"])).toBe("rajes iyer");
    expect(doctorSearchKey("Rajesh Iyer")).toBe("rajes iyer");
  });
});
