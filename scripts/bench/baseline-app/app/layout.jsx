export const metadata = {
  title: "Bare Next.js page",
  description: "The benchmark's framework floor: a server-rendered page with no client code of its own.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
