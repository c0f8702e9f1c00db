#include "engine/search/Tt.h"

namespace bagh {

template class BasicTt<Move>;

}  // namespace bagh
