#include "engine/io/MappedFile.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace bagh {

MappedFile MappedFile::open(const std::string& path, std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = path + ": " + why;
        return MappedFile();
    };
    MappedFile f;
    f.fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (f.fd_ < 0) return fail(std::strerror(errno));
    struct stat st {};
    if (::fstat(f.fd_, &st) != 0 || !S_ISREG(st.st_mode)) return fail("not a regular file");
    f.size_ = static_cast<std::size_t>(st.st_size);
    if (f.size_ == 0) return f;  // mmap refuses a length of 0
    void* map = ::mmap(nullptr, f.size_, PROT_READ, MAP_SHARED, f.fd_, 0);
    if (map == MAP_FAILED) return fail(std::string("cannot be mapped: ") + std::strerror(errno));
    f.data_ = static_cast<const std::uint8_t*>(map);
    return f;
}

bool MappedFile::read(std::uint64_t offset, void* out, std::size_t count) const {
    if (fd_ < 0) return false;
    return ::pread(fd_, out, count, static_cast<off_t>(offset)) == static_cast<ssize_t>(count);
}

void MappedFile::close() {
    if (data_) ::munmap(const_cast<std::uint8_t*>(data_), size_);
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    data_ = nullptr;
    size_ = 0;
}

MappedFile::~MappedFile() { close(); }

MappedFile::MappedFile(MappedFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      data_(std::exchange(other.data_, nullptr)),
      size_(std::exchange(other.size_, 0)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        close();
        fd_ = std::exchange(other.fd_, -1);
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

}  // namespace bagh
