#include "Commands.h"
namespace bagh::cli {
int benchCommand(const Args&) { return 1; }
}
