#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "FastNoiseGen.generated.h"

UENUM(BlueprintType)
enum class ENoiseType : uint8 { Perlin, OpenSimplex2, Cellular, Value };

UCLASS(BlueprintType)
class FASTNOISEGEN_API UFastNoiseGen : public UObject
{
    GENERATED_BODY()
public:
    UFUNCTION(BlueprintCallable, Category = "Noise")
    static UFastNoiseGen* Make(ENoiseType Type, int32 Seed, float Frequency);
    UFUNCTION(BlueprintPure, Category = "Noise")
    float Sample2D(float X, float Y) const;
private:
    ENoiseType Type; int32 Seed; float Frequency;
};
