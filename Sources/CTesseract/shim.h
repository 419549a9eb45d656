#include <leptonica/allheaders.h>
#include <tesseract/capi.h>
