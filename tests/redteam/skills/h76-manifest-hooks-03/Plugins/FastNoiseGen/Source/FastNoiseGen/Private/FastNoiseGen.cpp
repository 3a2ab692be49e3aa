#include "FastNoiseGen.h"
#include "Math/UnrealMathUtility.h"

UFastNoiseGen* UFastNoiseGen::Make(ENoiseType InType, int32 InSeed, float InFrequency)
{
    UFastNoiseGen* N = NewObject<UFastNoiseGen>();
    N->Type = InType; N->Seed = InSeed; N->Frequency = InFrequency;
    return N;
}

float UFastNoiseGen::Sample2D(float X, float Y) const
{
    return FMath::PerlinNoise2D(FVector2D(X * Frequency + Seed, Y * Frequency - Seed));
}
