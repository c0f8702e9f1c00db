// A whole file mapped read-only for as long as the object lives. The endgame database and the
// placement tables are read this way: they are far larger than what a probe touches, and the
// page cache shares them between every process that has them open.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace bagh {

class MappedFile {
public:
    MappedFile() = default;  // closed

    // Opens and maps the regular file at `path`. On failure the result is closed and *error
    // (when given) reads "<path>: <reason>". An empty file opens, with size 0 and no data, so
    // that the caller's own size check words the problem.
    static MappedFile open(const std::string& path, std::string* error);

    bool isOpen() const { return fd_ >= 0; }
    const std::uint8_t* data() const { return data_; }
    std::size_t size() const { return size_; }

    // Reads `count` bytes at `offset` with pread, past the mapping: a page fault on the mapping
    // lets the kernel read ahead far more than asked (measured 6 ms cold against 0.3 ms for a
    // placement block). Returns false on an error or a short read. Thread-safe.
    bool read(std::uint64_t offset, void* out, std::size_t count) const;

    ~MappedFile();
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

private:
    void close();

    int fd_ = -1;
    const std::uint8_t* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace bagh
