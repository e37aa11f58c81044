import "@testing-library/jest-dom";
import { useState } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ImageUpload } from "./image-upload";

// The content editor's image field against a stubbed server: what the editor sees and hears
// while an image goes up, when the server refuses it, and when it is removed.

const KEY_PATH = "/public/0b6e1c2a-9d7f-4e39-8a4c-1f2e3d4c5b6a.webp";
let changes: (string | null)[] = [];

function Harness({ initial = null as string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageUpload
      id="doctor-photo"
      label="Doctor's photo"
      purpose="photo"
      value={value}
      describedBy="form-hint"
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText("Doctor's photo"), { target: { files: [file] } });
const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "meera.jpg", { type: "image/jpeg" });

let fetchMock: jest.Mock;
beforeEach(() => {
  changes = [];
  fetchMock = jest.fn();
  window.fetch = fetchMock;
});

describe("ImageUpload", () => {
  it("uploads a chosen file at once, says so politely, and shows the new image with its path", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<Harness />);
    const input = screen.getByLabelText("Doctor's photo");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif,image/gif");
    expect(input).toHaveAttribute("aria-describedby", "form-hint doctor-photo-hint");
    expect(screen.getByText(/fit 800 × 800 pixels/)).toBeInTheDocument();

    choose(picture());
    expect(await screen.findByText("Uploading meera.jpg…")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("progressbar", { name: "Uploading doctor's photo" })).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect([request.method, new URL(request.url).pathname, request.credentials]).toEqual(["POST", "/api/admin/uploads/image", "same-origin"]);

    await act(async () => answer(Response.json({ success: 1, data: { path: KEY_PATH, width: 800, height: 533, bytes: 41000 } }, { status: 201 })));
    expect(await screen.findByText("Uploaded: 800 × 533 pixels. Save the form to keep it.")).toBeInTheDocument();
    expect(changes).toEqual([KEY_PATH]);
    expect(screen.getByText(KEY_PATH)).toBeInTheDocument();
    expect(document.querySelector("img")).toHaveAttribute("src", KEY_PATH);
    expect(document.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows the server's refusal next to the field, tied to it, and keeps the current image", async () => {
    const message = "The image must be a JPEG, PNG, WebP, AVIF or GIF file, whatever its name says: it is a PDF file.";
    fetchMock.mockResolvedValue(Response.json({ success: 0, message, code: "image_type" }, { status: 415 }));
    render(<Harness initial="/images/doctors/meera.jpg" />);
    choose(picture());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveAttribute("id", "doctor-photo-error");
    const input = screen.getByLabelText("Doctor's photo");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain("doctor-photo-error");
    expect(changes).toEqual([]);
    // An older path is shown as the site resolves it (SPEC.md section 7).
    expect(document.querySelector("img")).toHaveAttribute("src", "/public/images/doctors/meera.jpg");
  });

  it("refuses a file over 10 MB in the browser without sending it", async () => {
    render(<Harness />);
    const big = picture();
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    choose(big);
    expect(await screen.findByRole("alert")).toHaveTextContent("The image is larger than 10 MB.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says so when the upload never reached the server", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<Harness />);
    choose(picture());
    expect(await screen.findByRole("alert")).toHaveTextContent("The image could not be uploaded. Check your connection and try again.");
  });

  it("removes the image with a button, then puts keyboard focus on the file chooser", async () => {
    render(<Harness initial={KEY_PATH} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove image" }));
    await waitFor(() => expect(changes).toEqual([null]));
    expect(screen.queryByRole("button", { name: "Remove image" })).not.toBeInTheDocument();
    expect(screen.getByText("No image yet.")).toBeInTheDocument();
    expect(screen.getByLabelText("Doctor's photo")).toHaveFocus();
    expect(screen.getByText("Image removed. Save the form to keep the change.")).toBeInTheDocument();
  });
});
