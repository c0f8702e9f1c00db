#include "engine/lambs/Tt.h"

namespace bagh {

template class BasicTt<lambs::Move>;

}  // namespace bagh
