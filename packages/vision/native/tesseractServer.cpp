// A Tesseract that stays loaded between reads (the native engine's server, tesseractServer.ts): linked against
// Debian's libtesseract, it reads images one after another on stdin and answers each on stdout, so a model is
// loaded once a process and not once a read (about 0.2 s of CPU each, most of a short read's cost). It reads
// exactly as the `tesseract` command does (TessBaseAPI with the same settings, Recognize, the text and TSV
// renderers' strings), which the engines test checks word for word.
//
// Request, on stdin: one line `<tessdata dir>\t<dpi, 0 for none>\t<CPU seconds>\t<image bytes>\n`, then the image
// (a PGM: what the pipeline hands the engine). Answer, on stdout: `ok\t<text bytes>\t<tsv bytes>\n` then both, or
// `error\t<why>\n` for an image it cannot use. One request at a time; the process ends at the end of stdin.
//
// Limits: before each read the CPU limit (RLIMIT_CPU) is set to the CPU used so far plus the read's allowance, so
// the kernel stops a read that runs away (SIGXCPU) however busy the machine, as `ulimit -t` did for a process a
// read. A crash takes this process and the read in hand; the caller starts another for the next.
#include <leptonica/allheaders.h>
#include <sys/resource.h>
#include <tesseract/baseapi.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

// The renderers' output as the command writes it for one image: the text renderer's page (its page separator goes
// only between pages); the TSV renderer's header line, then the page (numbered 1: page_number 0).
const char kTsvHeader[] = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n";

std::vector<std::string> SplitTabs(const std::string &line) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1) parts.push_back(line.substr(start, tab - start));
  parts.push_back(line.substr(start));
  return parts;
}

void Error(const std::string &why) {
  std::cout << "error\t" << why << "\n" << std::flush;
}

// One API a model folder, loaded on its first read: the engine asks for its accurate and its quick model.
tesseract::TessBaseAPI *ApiFor(std::map<std::string, std::unique_ptr<tesseract::TessBaseAPI>> &apis, const std::string &tessdata) {
  auto found = apis.find(tessdata);
  if (found != apis.end()) return found->second.get();
  auto api = std::make_unique<tesseract::TessBaseAPI>();
  // As the command's `-c debug_file=/dev/null`: Tesseract's own diagnostics are not the caller's output.
  std::vector<std::string> names{"debug_file"}, values{"/dev/null"};
  if (api->Init(tessdata.c_str(), "eng", tesseract::OEM_LSTM_ONLY, nullptr, 0, &names, &values, false) != 0) return nullptr;
  return (apis[tessdata] = std::move(api)).get();
}

void LimitCpu(long seconds) {
  rusage used{};
  getrusage(RUSAGE_SELF, &used);
  rlimit limit{};
  getrlimit(RLIMIT_CPU, &limit);
  limit.rlim_cur = used.ru_utime.tv_sec + used.ru_stime.tv_sec + 1 + seconds;
  if (limit.rlim_max != RLIM_INFINITY && limit.rlim_cur > limit.rlim_max) limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_CPU, &limit);
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::map<std::string, std::unique_ptr<tesseract::TessBaseAPI>> apis;
  std::string line;
  while (std::getline(std::cin, line)) {
    const auto fields = SplitTabs(line);
    if (fields.size() != 4) {
      // The stream is out of step with its requests: nothing after this can be trusted.
      Error("malformed request");
      return 2;
    }
    const long dpi = std::atol(fields[1].c_str());
    const long cpuSeconds = std::atol(fields[2].c_str());
    const size_t size = std::strtoul(fields[3].c_str(), nullptr, 10);
    std::vector<unsigned char> image(size);
    if (!std::cin.read(reinterpret_cast<char *>(image.data()), static_cast<std::streamsize>(size))) return 2;

    tesseract::TessBaseAPI *api = ApiFor(apis, fields[0]);
    if (api == nullptr) {
      Error("cannot load the eng model from " + fields[0]);
      continue;
    }
    Pix *pix = pixReadMem(image.data(), image.size());
    if (pix == nullptr) {
      Error("cannot read the image");
      continue;
    }
    LimitCpu(cpuSeconds > 0 ? cpuSeconds : 30);
    api->SetPageSegMode(tesseract::PSM_AUTO);
    api->SetVariable("user_defined_dpi", std::to_string(dpi > 0 ? dpi : 0).c_str());
    api->SetInputName("stdin");
    api->SetImage(pix);
    const bool failed = api->Recognize(nullptr) < 0;
    std::unique_ptr<char[]> text(failed ? nullptr : api->GetUTF8Text());
    std::unique_ptr<char[]> tsv(failed ? nullptr : api->GetTSVText(0));
    api->Clear();
    pixDestroy(&pix);
    if (!text || !tsv) {
      Error("recognition failed");
      continue;
    }
    const std::string page = text.get();
    const std::string table = std::string(kTsvHeader) + tsv.get();
    std::cout << "ok\t" << page.size() << "\t" << table.size() << "\n" << page << table << std::flush;
  }
  return 0;
}
